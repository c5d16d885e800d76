// The one script a prerendered page starts with (tools/bundle/prerender.ts puts it in place of the entry,
// whose address it carries in data-app). The page is readable before any script runs, so the app is
// fetched only once the content is on screen: on a slow network and a slow phone nothing competes
// with the document for the first paint. It imports nothing, so it is a single small request.
//
// On a prerendered in-app page it also sends the screen's opening request at once, while the app's
// chunks are still on the way, and leaves the answer for the app: src/platform/http.ts takes
// it over when the app makes that very request, so one open makes one request. The request is built
// by the app's own functions (its payload, the wire format), which tools/bundle/prerender.ts bundles into this
// script: it shares no chunk with the app, so it is still a single small request.
import type { OpeningRequestSpec } from './prerender';
import { openingPayload } from '../runtime/openingRequest';
import { onTheWire } from '../platform/wire';
import { isTextRecord, sessionOf, valuesIn } from '../platform/base/addressValues';

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;

/**
 * Runs `start` once the browser reports the first contentful paint. A hidden page paints nothing,
 * and a browser without paint timing reports nothing: neither waits longer than a moment.
 */
function afterFirstContentfulPaint(start: () => void, longestWaitMs = 500): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const observer = canObserve
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) once();
      })
    : undefined;
  if (document.visibilityState === 'hidden' || !observer) {
    setTimeout(once);
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, longestWaitMs);
}

/** The session kept by an earlier page of the visit, when it is a record of texts. */
function keptSession(key: string): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return isTextRecord(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** Sends the request the app would send to open this page (src/runtime/opening/openScreen.ts). */
function sendOpening(spec: OpeningRequestSpec): void {
  const { search, hash, origin } = window.location;
  const data = openingPayload(spec.open, search);
  if (!data) return;
  const address = new URLSearchParams(`${search.slice(1)}&${hash.split('?')[1] ?? ''}`);
  const { url, method, body, headers, key } = onTheWire({
    method: spec.method,
    address: new URL(spec.path, spec.apiBase || origin).toString(),
    client: spec.client,
    data,
    session: sessionOf(address, spec.sessionParams, () => keptSession(spec.sessionKey)),
    headerValues: valuesIn(address, spec.headerParams),
  });
  if (key === undefined) return;
  const response = fetch(url, { method, body, headers, signal: AbortSignal.timeout(spec.timeoutMs) });
  // A failure is the app's to report, when it takes the answer; nothing is said here.
  response.catch(() => undefined);
  window.lenderOpening = { key, response };
}

// The native app may take its back action before any app is in, or on a page whose app has no back
// handling of its own (the company site, the funnel): nothing of the page's is open then, so the
// answer is that the app goes back (CONTRACT.md section 5). An app that handles it replaces this.
window.onNativeBack ??= () => false;

const opening = document.getElementById('opening-request');
if (opening?.textContent && window.lenderOpening === undefined) {
  try {
    sendOpening(JSON.parse(opening.textContent) as OpeningRequestSpec);
  } catch {
    // The app sends the request itself.
  }
}

// A campaign link opened on the company site's root (/#/downloadTemplate?…) belongs to the promotion
// funnel: sent on at once, before the site page is started.
if (window.location.pathname === '/' && window.location.hash.startsWith('#/')) {
  window.location.replace(`/promo/${window.location.hash}`);
} else if (app) afterFirstContentfulPaint(() => void import(/* @vite-ignore */ app));
