// The smallest page on this project's stack, for tools/bench/size.ts: React 19 and React Router (the
// declarative router the entries use) with one route and nothing else. No in-app page can load less
// script than this.
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { createRoot } from 'react-dom/client';

function Page() {
  return <p>{useLocation().pathname}</p>;
}

function App() {
  return useRoutes([{ path: '*', element: <Page /> }]);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
