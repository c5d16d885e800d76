// React's first render of an entry waits for the router to hold its first page's code: rendered
// earlier, it would show the route's fallback where the prerendered page stands, and hydration would
// fail on the difference.
import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Calls `then` with the router's state once its first navigation has its code and loaders started. */
export function onceRouted(router: DataRouter, then: (state: DataRouter['state']) => void): void {
  if (router.state.initialized) {
    then(router.state);
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    then(state);
  });
}
