// The antd-mobile toast, loaded on first use so pages that never toast do not pay for it.
import './antdSetup';
import { Toast } from 'antd-mobile';

export function showToast(text: string, durationMs: number): void {
  Toast.show({ content: <span role="status">{text}</span>, duration: durationMs });
}

export function showLoadingToast(text: string): void {
  Toast.show({ icon: 'loading', content: <span role="status">{text}</span>, duration: 0, maskClickable: false });
}

export function clearToast(): void {
  Toast.clear();
}
