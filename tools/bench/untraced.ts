// The largest paint of a page as a borrower's phone meets it: a cold open under the very emulation
// Lighthouse's DevTools runs apply (its own functions and default settings: the phone's screen, the
// slow 4G network, 4x CPU), in a fresh tab of the same Chrome, with nothing recording. Lighthouse's
// trace keeps a stack for its events and the source of every script, which costs the page's own main
// thread in proportion to the scripts it runs (80 to 200 ms of /loanDetails' LCP at 4x CPU), while the
// data floor, which runs almost no script, pays next to nothing. No borrower's phone pays it either.
// It speaks to the tab over a bare DevTools socket, not through Playwright or Puppeteer: both turn on
// the protocol's Runtime domain, under which every Error a script creates records a detailed stack,
// and react-dom creates five as it loads (188 ms instead of 11 at 4x CPU).
import WebSocket from 'ws';
import { emulate, throttle } from 'lighthouse/core/lib/emulation.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const settings = { ...defaultSettings, throttlingMethod: 'devtools' as const };
/** How long after the load the largest paint is read: an in-app page paints its data after its answer. */
const SETTLE_MS = 3000;

interface Protocol {
  send(method: string, params?: object): Promise<unknown>;
  close(): void;
}

async function connect(address: string): Promise<Protocol> {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastId = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const waiter = message.id === undefined ? undefined : waiting.get(message.id);
    if (!waiter || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        lastId += 1;
        waiting.set(lastId, { resolve, reject });
        socket.send(JSON.stringify({ id: lastId, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** The page's largest contentful paint in ms, opened once, cold, in a tab of the Chrome at `chromePort`. */
export async function untracedLcp(chromePort: number, url: string): Promise<number> {
  const devtools = `http://127.0.0.1:${chromePort}/json`;
  const tab = (await (await fetch(`${devtools}/new?about:blank`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const page = await connect(tab.webSocketDebuggerUrl);
  const { origin } = new URL(url);
  try {
    // Lighthouse's emulation functions take its session, which sends commands by this name.
    const session = { sendCommand: page.send, sendCommandAndIgnore: page.send };
    await page.send('Network.enable');
    await page.send('Network.clearBrowserCache');
    await page.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await emulate(session, settings);
    await throttle(session, settings);
    await page.send('Page.navigate', { url });
    // Read from the new document, once it has replaced the blank one.
    for (let at = ''; !at.startsWith(origin); await new Promise((r) => setTimeout(r, 50))) {
      const now = (await page.send('Runtime.evaluate', {
        expression: 'location.href',
        returnByValue: true,
      })) as {
        result: { value: string };
      };
      at = now.result.value;
    }
    const answer = (await page.send('Runtime.evaluate', {
      awaitPromise: true,
      returnByValue: true,
      expression: `new Promise((resolve) => {
        const read = () => new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime))
          .observe({ type: 'largest-contentful-paint', buffered: true });
        const settle = () => setTimeout(read, ${SETTLE_MS});
        if (document.readyState === 'complete') settle();
        else addEventListener('load', settle, { once: true });
      })`,
    })) as { result: { value: number } };
    return Math.round(answer.result.value);
  } finally {
    page.close();
    await fetch(`${devtools}/close/${tab.id}`);
  }
}
