// Following addresses the server gave us: only http(s) and the app scheme, after one safe-URL check.
import { callBridge } from './bridge';
import { classifyUrl } from './safeUrl';
import { toast } from './base/notify';
import { message } from '../config';
import { browser } from './browser';

/** Opens a server-provided address: the browser goes to a web address, the app gets its scheme. */
export function followServerUrl(url: unknown, web: 'assign' | 'replace' = 'assign'): boolean {
  const kind = classifyUrl(url);
  if (kind === 'unsafe') {
    toast(message('unsafeUrl'));
    console.warn('refused to follow an unsafe address', url);
    return false;
  }
  if (kind === 'app') {
    callBridge('openPage', { url: url as string });
    return true;
  }
  if (web === 'replace') browser.replace(url as string);
  else browser.assign(url as string);
  return true;
}
