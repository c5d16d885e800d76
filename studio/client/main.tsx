// The studio's page (GET /studio serves the HTML whose module script is this file): the app's own
// stylesheet for its form fields, and the studio's layout over it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles.css';
import './studio.css';
import { Studio } from './Studio';

const host = document.getElementById('studio') ?? document.body.appendChild(document.createElement('div'));
createRoot(host).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);

// The dev server reloads every page it serves when a staff file changes (tools/bundle/schemasPlugin.ts),
// and a save from here is such a change: the studio would lose what staff see and type. Vite spares a
// page only when the reload names another HTML page, so the studio's page has it name one.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/not-the-studio.html';
});

// The preview frames are inert pictures (Preview.tsx), yet a page in one may still take the focus as it
// loads (a dialog shown on opening): it goes back to where staff were, so their typing is never lost.
let lastFocused: HTMLElement | undefined;
document.addEventListener('focusin', (event) => {
  if (event.target instanceof HTMLElement && !(event.target instanceof HTMLIFrameElement))
    lastFocused = event.target;
});
window.addEventListener('blur', () => {
  setTimeout(() => {
    const taken = document.activeElement;
    if (taken instanceof HTMLIFrameElement && taken.inert && lastFocused?.isConnected) lastFocused.focus();
  });
});
