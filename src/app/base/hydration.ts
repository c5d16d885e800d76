// Mounts an entry: hydrates HTML prerendered for this very address, otherwise renders afresh (the
// static host's fallback page may carry another page's HTML, which src/app/addressGuard.ts hides).
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export function mount(container: HTMLElement, app: ReactNode, currentKey: string): void {
  if (container.dataset.prerendered !== undefined && container.dataset.prerendered === currentKey) {
    hydrateRoot(container, app);
  } else {
    // What it held is no page of this address's any more.
    delete container.dataset.prerendered;
    container.textContent = '';
    createRoot(container).render(app);
  }
}
