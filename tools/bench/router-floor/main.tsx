// The smallest page on this project's stack, for tools/bench-size.ts: React 19 and React Router's
// data router (what the in-app pages use) with one route, one loader and nothing
// else. No in-app page can load less script than this.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createRoot } from 'react-dom/client';

const router = createBrowserRouter([
  { path: '*', loader: () => fetch('/').then((r) => r.status), Component: () => <p>floor</p> },
]);
createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
