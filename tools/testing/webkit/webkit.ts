// WebKitGTK under WebDriver: an Xvfb display of its own, WebKitWebDriver on a free port, and MiniBrowser
// in automation mode as the browser. MiniBrowser's window cannot be narrower than its toolbar (447 px),
// so it runs full-screen (no toolbar) and the window is then sized to the phone's viewport.
import { existsSync } from 'node:fs';
import { freePort } from '../freePort.ts';
import { spawnGroup } from '../processGroup.ts';
import { Builder, type WebDriver } from 'selenium-webdriver';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

interface WebKitHost {
  /** WebDriver server address. */
  driverUrl: string;
  stop: () => void;
}

async function waitForDriver(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const status = await fetch(`${url}/status`);
      if (status.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** Starts Xvfb (on the first free display) and WebKitWebDriver on it. */
export async function startWebKitHost(): Promise<WebKitHost> {
  for (const [path, pkg] of [
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
  ] as const)
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y ${pkg} xvfb`);
  const { child: xvfb, stop: stopXvfb } = spawnGroup(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1024x900x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] },
  );
  const display = await new Promise<string>((done, fail) => {
    xvfb.once('error', fail);
    xvfb.stdio[3]?.once('data', (d: Buffer) => done(d.toString().trim()));
  });
  const port = await freePort();
  const { stop: stopDriver } = spawnGroup(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    stopDriver();
    stopXvfb();
  };
  const driverUrl = `http://127.0.0.1:${port}`;
  await waitForDriver(driverUrl, Date.now() + 20_000);
  return { driverUrl, stop };
}

export const PHONE = { width: 390, height: 844 };

/** A fresh MiniBrowser whose viewport is the phone's. */
export async function openWebKit(driverUrl: string, size = PHONE): Promise<WebDriver> {
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
    })
    .build();
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...size });
  await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
  return driver;
}
