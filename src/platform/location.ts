// Following addresses the server gave us: only http(s) and the app scheme, after one safe-URL check.
import { callBridge } from './bridge';
import { classifyUrl } from './safeUrl';
import { toast } from './base/notify';
import { message } from '../config';
import { browser } from './browser';

/**
 * What following an address did: the page `left` for a web address; the native app was `handedOff`
 * its own scheme, opening its page over this one, which stays as it is; or it was `refused`.
 */
export type Followed = 'left' | 'handedOff' | 'refused';

/** Opens a server-provided address: the browser goes to a web address, the app gets its scheme. */
export function followServerUrl(url: unknown, web: 'assign' | 'replace' = 'assign'): Followed {
  const kind = classifyUrl(url);
  if (kind === 'unsafe') {
    toast(message('unsafeUrl'));
    console.warn('refused to follow an unsafe address', url);
    return 'refused';
  }
  if (kind === 'app') {
    callBridge('openPage', { url: url as string });
    return 'handedOff';
  }
  if (web === 'replace') browser.replace(url as string);
  else browser.assign(url as string);
  return 'left';
}
