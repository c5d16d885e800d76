// Toasts and the loading indicator, exposed to assistive technology (CONTRACT.md section 6). The
// toast component itself is loaded on first use.
import { config } from '../config';

export interface ToastOptions {
  durationMs?: number;
  long?: boolean;
}

const loadToast = () => import('./antdToast');
// Calls are applied in order even though the component loads asynchronously.
let queue: Promise<unknown> = Promise.resolve();
function enqueue(step: (m: Awaited<ReturnType<typeof loadToast>>) => void): void {
  queue = queue.then(loadToast).then(step, (err: unknown) => console.warn('toast failed', err));
}

export function toast(text: string, options: ToastOptions = {}): void {
  const ms = options.long ? config.toast.longDurationMs : (options.durationMs ?? config.toast.durationMs);
  const duration = Math.max(config.toast.minDurationMs, ms);
  enqueue((m) => m.showToast(text, duration));
}

let loadingCount = 0;

/** Shows a loading indicator until the returned function is called; nested calls share one. */
export function showLoading(text: string): () => void {
  loadingCount += 1;
  enqueue((m) => m.showLoadingToast(text));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loadingCount -= 1;
    if (loadingCount === 0) enqueue((m) => m.clearToast());
  };
}

/** Test seam and page-leave cleanup: removes any toast or loading indicator. */
export function clearNotifications(): void {
  loadingCount = 0;
  enqueue((m) => m.clearToast());
}
