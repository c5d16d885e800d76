// Mounts an entry: hydrates HTML prerendered for this very address, otherwise renders afresh (the
// static host's fallback page may carry another page's HTML).
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export function mount(container: HTMLElement, app: ReactNode, currentKey: string): void {
  if (container.dataset.prerendered !== undefined && container.dataset.prerendered === currentKey) {
    hydrateRoot(container, app);
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
}

/** `/About/` and `/About` are the same page. */
export function pathKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
