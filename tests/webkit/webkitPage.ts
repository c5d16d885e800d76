// A page in WebKit (MiniBrowser over WebDriver) with what the Playwright specs take for granted:
// controls found by role and accessible name (CONTRACT.md section 6, names matched case-insensitively),
// waiting, the page's script errors (from tools/testing/webkit/collect.js) and the API requests the test
// proxy saw.
import { inject } from 'vitest';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { openWebKit } from '../../tools/testing/webkit/webkit.ts';
import type { LoggedRequest } from '../../tools/testing/webkit/testServer.ts';
import { developer } from '../../src/config/developer';

type Name = string | RegExp;

interface NameArg {
  source: string;
  flags: string;
}

const nameArg = (name: Name | undefined, exact: boolean): NameArg | null => {
  if (name === undefined) return null;
  if (name instanceof RegExp) return { source: name.source, flags: name.flags };
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { source: exact ? `^${escaped}$` : escaped, flags: 'i' };
};

// Runs in the page; plain JavaScript so that nothing of the test's compilation leaks into it.
const FIND_BY_ROLE = `
const [role, name, within] = arguments;
const SELECTORS = {
  button: 'button,[role="button"],input[type="button"],input[type="submit"],input[type="reset"]',
  link: 'a[href],[role="link"]',
  textbox: 'input:not([type]),input[type="text"],input[type="tel"],input[type="email"],input[type="number"],input[type="password"],input[type="search"],textarea,[role="textbox"]',
  checkbox: 'input[type="checkbox"],[role="checkbox"]',
  radio: 'input[type="radio"],[role="radio"]',
  tab: '[role="tab"]',
  heading: 'h1,h2,h3,h4,h5,h6,[role="heading"]',
  dialog: 'dialog[open],[role="dialog"],[role="alertdialog"]',
  status: '[role="status"]',
  alert: '[role="alert"]',
  combobox: 'select,[role="combobox"]',
  list: 'ul,ol,[role="list"]',
};
const squash = (t) => (t || '').replace(/\\s+/g, ' ').trim();
const accessibleName = (el) => {
  const by = el.getAttribute('aria-labelledby');
  if (by) return squash(by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
  const aria = el.getAttribute('aria-label');
  if (aria) return squash(aria);
  if (el.labels && el.labels.length) return squash(Array.from(el.labels).map((l) => l.textContent).join(' '));
  if (el.matches('input,textarea,select')) return squash(el.getAttribute('title') || el.getAttribute('placeholder'));
  const text = squash(el.textContent);
  if (text) return text;
  const img = el.querySelector('img[alt]');
  return squash(img ? img.getAttribute('alt') : el.getAttribute('title'));
};
const shown = (el) => {
  if (el.closest('[aria-hidden="true"],[hidden],[inert]')) return false;
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  if (el.matches('input[type="radio"],input[type="checkbox"]') && el.labels && el.labels.length)
    return Array.from(el.labels).some((l) => l.getBoundingClientRect().width > 0);
  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
};
const root = within || document;
const re = name ? new RegExp(name.source, name.flags) : null;
return Array.from(root.querySelectorAll(SELECTORS[role])).filter(
  (el) => shown(el) && (!re || re.test(accessibleName(el))),
);
`;

export class WebKitPage {
  constructor(
    readonly driver: WebDriver,
    readonly baseUrl: string,
  ) {}

  static async open(): Promise<WebKitPage> {
    return new WebKitPage(await openWebKit(inject('driverUrl')), inject('baseUrl'));
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }

  async goto(path: string): Promise<void> {
    await this.driver.get(this.baseUrl + path);
    await this.waitUntil(() =>
      this.driver.executeScript<boolean>('return document.readyState === "complete"'),
    );
  }

  /** Plays the iOS app's message handlers (CONTRACT.md section 5) on every page opened from now on. */
  async playNativeApp(): Promise<void> {
    if (!(await this.driver.getCurrentUrl()).startsWith(this.baseUrl))
      await this.goto('/__webkit-test/requests');
    await this.driver.manage().addCookie({ name: 'webkit-test-native', value: '1', path: '/' });
    await this.driver.manage().addCookie({
      name: 'webkit-test-handlers',
      value: encodeURIComponent(Object.values(developer.bridge).join(',')),
      path: '/',
    });
  }

  bridgeCalls(): Promise<{ name: string; payload: unknown }[]> {
    return this.driver.executeScript('return window.__webkitTest.bridgeCalls');
  }

  /** Script errors, unhandled rejections, CSP violations and hydration errors of the current document. */
  problems(): Promise<string[]> {
    return this.driver.executeScript(
      'return window.__webkitTest ? window.__webkitTest.problems : ["no error collector on this page"]',
    );
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.getCurrentUrl());
  }

  async apiRequests(): Promise<LoggedRequest[]> {
    return (await fetch(`${this.baseUrl}/__webkit-test/requests`)).json() as Promise<LoggedRequest[]>;
  }

  async waitUntil<T>(probe: () => Promise<T>, what = 'condition', timeout = 10_000): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await probe();
        if (value) return value as NonNullable<T>;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  all(
    role: string,
    name?: Name,
    options: { exact?: boolean; within?: WebElement } = {},
  ): Promise<WebElement[]> {
    return this.driver.executeScript(
      FIND_BY_ROLE,
      role,
      nameArg(name, options.exact ?? false),
      options.within ?? null,
    );
  }

  /** Waits for exactly one visible element of that role and name. */
  async get(
    role: string,
    name?: Name,
    options: { exact?: boolean; within?: WebElement; timeout?: number } = {},
  ): Promise<WebElement> {
    return this.waitUntil(
      async () => {
        const found = await this.all(role, name, options);
        if (found.length > 1) throw new Error(`${found.length} elements match`);
        return found[0];
      },
      `${role} "${String(name ?? '')}"`,
      options.timeout,
    );
  }

  async gone(
    role: string,
    name?: Name,
    options: { exact?: boolean; within?: WebElement } = {},
  ): Promise<void> {
    await this.waitUntil(
      async () => (await this.all(role, name, options)).length === 0,
      `${role} "${String(name)}" to go`,
    );
  }

  /** Waits for visible text anywhere on the page. */
  async text(pattern: Name): Promise<void> {
    const re =
      pattern instanceof RegExp ? pattern : new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await this.waitUntil(
      async () => re.test(await this.driver.executeScript<string>('return document.body.innerText')),
      `text ${String(pattern)}`,
    );
  }

  async click(
    role: string,
    name?: Name,
    options: { exact?: boolean; within?: WebElement } = {},
  ): Promise<void> {
    await this.press(await this.get(role, name, options));
  }

  /**
   * Clicks as a person would: WebDriver scrolls a control only to the viewport's edge, where a fixed
   * bottom bar may cover it, and clicks while a sheet is still sliding in; so the control is brought to
   * the middle and clicked once it has stopped moving and nothing is on top of it.
   */
  async press(element: WebElement): Promise<void> {
    await this.driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", inline: "nearest" })',
      element,
    );
    let last = '';
    await this.waitUntil(async () => {
      const now = await this.driver.executeScript<string>(
        `const el = arguments[0];
         const r = el.getBoundingClientRect();
         const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
         const free = hit && (el.contains(hit) || el.control === hit || hit.closest('label') === el);
         return free ? [r.left, r.top, r.width, r.height].join(',') : 'covered';`,
        element,
      );
      const stable = now !== 'covered' && now === last;
      last = now;
      return stable;
    }, 'a still, uncovered control');
    await element.click();
  }

  async fill(role: string, name: Name, value: string): Promise<WebElement> {
    const field = await this.get(role, name);
    await field.clear();
    await field.sendKeys(value);
    return field;
  }

  async waitForUrl(pattern: RegExp): Promise<URL> {
    await this.waitUntil(
      async () => pattern.test(await this.driver.getCurrentUrl()),
      `address ${String(pattern)}`,
    );
    return this.url();
  }
}
