// The one script a prerendered page starts with (tools/prerender.ts puts it in place of the entry,
// whose address it carries in data-app). The page is readable before any script runs, so the app is
// fetched only once the content is on screen: on a slow network and a slow phone nothing competes
// with the document for the first paint. It imports nothing, so it is a single small request.
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;

/**
 * Runs `start` once the browser reports the first contentful paint. A hidden page paints nothing,
 * and a browser without paint timing reports nothing: neither waits longer than a moment.
 */
function afterFirstContentfulPaint(start: () => void, longestWaitMs = 500): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const observer = canObserve
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) once();
      })
    : undefined;
  if (document.visibilityState === 'hidden' || !observer) {
    setTimeout(once);
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, longestWaitMs);
}

// A campaign link opened on the company site's root (/#/downloadTemplate?…) belongs to the promotion
// funnel: sent on at once, before the site page is started.
if (window.location.pathname === '/' && window.location.hash.startsWith('#/')) {
  window.location.replace(`/promo/${window.location.hash}`);
} else if (app) afterFirstContentfulPaint(() => void import(/* @vite-ignore */ app));
