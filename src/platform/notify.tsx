// Toasts and the loading indicator, exposed to assistive technology (CONTRACT.md section 6).
import { Toast } from 'antd-mobile';
import './antdRender';
import { config } from '../config';

export interface ToastOptions {
  durationMs?: number;
  long?: boolean;
}

function clampDuration(ms: number): number {
  return Math.max(config.toast.minDurationMs, ms);
}

export function toast(text: string, options: ToastOptions = {}): void {
  const ms = options.long ? config.toast.longDurationMs : (options.durationMs ?? config.toast.durationMs);
  Toast.show({ content: <span role="status">{text}</span>, duration: clampDuration(ms) });
}

let loadingCount = 0;

/** Shows a loading indicator until the returned function is called; nested calls share one. */
export function showLoading(text: string): () => void {
  loadingCount += 1;
  Toast.show({
    icon: 'loading',
    content: <span role="status">{text}</span>,
    duration: 0,
    maskClickable: false,
  });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loadingCount -= 1;
    if (loadingCount === 0) Toast.clear();
  };
}
