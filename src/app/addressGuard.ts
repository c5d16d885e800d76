// The first script of the root page's document. A static host's history fallback serves that document
// for any address it has no file for (/Loan on a host that does not serve Loan.html there), and its
// content is the root page's. Before any of it paints, this script compares the address with the one
// the document was prerendered for (tools/bundle/prerender.ts writes both); on another address it hides the
// content, and once the document is in it shows the loading state in its place, until the entry
// renders the address's own page. So a page never shows another page's content. The root page's first
// paint waits for this script, so it is kept tiny: a classic script of its own, importing nothing else.
import { pathKey } from './base/pathKey';

/** The attribute of this script that names the address the document's content is for. */
export const PAGE_ATTR = 'data-page';
/** The template that holds the loading state, as the app renders it (src/ui/base/Loading.tsx). */
export const LOADING_ID = 'loading-state';
/** Marks the document while it stands on another address than its content's. */
const ELSEWHERE_ATTR = 'data-elsewhere';

function guard(script: Element): void {
  const page = script.getAttribute(PAGE_ATTR);
  if (page === null || pathKey(window.location.pathname) === page) return;
  const html = document.documentElement;
  html.setAttribute(ELSEWHERE_ATTR, '');
  const hide = document.createElement('style');
  hide.textContent = `[${ELSEWHERE_ATTR}] #root{display:none}`;
  document.head.append(hide);
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      const root = document.getElementById('root');
      const loading = document.getElementById(LOADING_ID);
      // Still the prerendered content (an entry that already mounted has taken the mark away):
      // the entry renders the address's page afresh in its place.
      if (root?.dataset.prerendered !== undefined) {
        delete root.dataset.prerendered;
        root.replaceChildren(loading instanceof HTMLTemplateElement ? loading.content.cloneNode(true) : '');
      }
      html.removeAttribute(ELSEWHERE_ATTR);
      hide.remove();
    },
    { once: true },
  );
}

if (typeof document !== 'undefined' && document.currentScript) guard(document.currentScript);
