// Conversion events for campaigns: inside the native app they go through the bridge's trackPoint;
// in a browser they wait on the page's analytics queue (window.dataLayer) for the tag manager.
import { callBridge, hasNativeBridge } from './bridge';

type Queue = Record<string, unknown>[];

export function trackConversion(event: string, details: Record<string, unknown> = {}): void {
  if (hasNativeBridge('trackPoint')) {
    callBridge('trackPoint', { event, ...details });
    return;
  }
  const w = window as Window & { dataLayer?: Queue };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event, ...details });
}

export function clientType(userAgent: string = window.navigator.userAgent): 'ios' | 'android' {
  return /iphone|ipad|ipod|ios/i.test(userAgent) ? 'ios' : 'android';
}
