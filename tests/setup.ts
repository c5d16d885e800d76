import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './support/server';
import { resetSandbox } from '../src/sandbox/handlers';
import { resetSessionCache } from '../src/platform/base/session';
import { clearNotifications } from '../src/platform/base/notify';

// jsdom lacks pointer capture, which antd-mobile's swipeable Popup calls on every tap inside it.
if (typeof Element !== 'undefined') {
  for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
    if (typeof Element.prototype[name] !== 'function')
      Object.assign(Element.prototype, { [name]: () => false });
  }
}

// Lazy screens are transformed on first use; on a busy 2-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSandbox();
  resetSessionCache();
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearNotifications();
});
afterAll(() => server.close());
