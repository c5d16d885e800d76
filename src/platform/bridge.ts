// The native iOS bridge (CONTRACT.md section 5): WKWebView message handlers, named in
// configuration. Where a handler is missing (a plain browser) each action falls back to its web
// equivalent and is logged; nothing here throws.
import { config, type BridgeAction } from '../config';
import { classifyUrl } from './safeUrl';
import { browser } from './browser';

type Handler = { postMessage: (payload: unknown) => void };
type WebkitWindow = Window & { webkit?: { messageHandlers?: Record<string, Handler | undefined> } };

export type BridgePayloads = {
  openPage: { url: string };
  openPageWithParams: { url: string; params: Record<string, unknown> };
  openPageWithParam: { url: string; param: string };
  goHome: Record<string, never>;
  goMine: Record<string, never>;
  goLogin: Record<string, never>;
  callPhone: { phone: string };
  goAppStoreRating: Record<string, never>;
  closeWebView: Record<string, never>;
  trackPoint: { event: string; [key: string]: unknown };
  startBankFlow: Record<string, never>;
  endBankFlow: Record<string, never>;
};

function handlerFor(action: BridgeAction): Handler | undefined {
  try {
    return (window as WebkitWindow).webkit?.messageHandlers?.[config.bridge[action]];
  } catch {
    return undefined;
  }
}

export function hasNativeBridge(action: BridgeAction = 'openPage'): boolean {
  return handlerFor(action) !== undefined;
}

/** What a plain browser does instead; every one is the nearest web equivalent of the native action. */
const fallbacks: { [A in BridgeAction]: (payload: BridgePayloads[A]) => void } = {
  openPage: ({ url }) => goTo(url),
  openPageWithParams: ({ url, params }) => goTo(addParams(url, params)),
  openPageWithParam: ({ url, param }) => goTo(addParams(url, { param })),
  goHome: () => goTo('/'),
  goMine: () => goTo('/'),
  goLogin: () => goTo('/'),
  callPhone: ({ phone }) => goTo(`tel:${phone.replace(/[^\d+]/g, '')}`),
  goAppStoreRating: () => undefined,
  closeWebView: () => browser.back(),
  trackPoint: () => undefined,
  startBankFlow: () => undefined,
  endBankFlow: () => undefined,
};

function addParams(url: string, params: Record<string, unknown>): string {
  const u = new URL(url, window.location.href);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  return u.toString();
}

function goTo(url: string): void {
  // An app-scheme address means nothing to a browser; stay on the page rather than fail.
  if (classifyUrl(url) === 'app') return;
  browser.assign(url);
}

export function callBridge<A extends BridgeAction>(action: A, payload: BridgePayloads[A]): void {
  const handler = handlerFor(action);
  if (handler) {
    try {
      handler.postMessage(payload);
      return;
    } catch (err) {
      console.warn(`bridge ${action} failed, using the web fallback`, err);
    }
  }
  console.info(`[bridge stand-in] ${action}`, payload);
  try {
    fallbacks[action](payload);
  } catch (err) {
    console.warn(`bridge fallback ${action} failed`, err);
  }
}

type BackHandler = () => boolean;
const backHandlers: BackHandler[] = [];

/**
 * The native app calls window.onNativeBack() on its back action; the newest registered handler
 * that returns true has handled it, otherwise the app goes back itself.
 */
export function onNativeBack(handler: BackHandler): () => void {
  backHandlers.push(handler);
  return () => {
    const i = backHandlers.lastIndexOf(handler);
    if (i >= 0) backHandlers.splice(i, 1);
  };
}

export function installNativeBack(): void {
  window.onNativeBack = () => {
    for (let i = backHandlers.length - 1; i >= 0; i -= 1) if (backHandlers[i]?.()) return true;
    return false;
  };
}
