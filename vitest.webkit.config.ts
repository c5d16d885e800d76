// The WebKit suite (`npm run test:webkit`): WebKitGTK's MiniBrowser under WebKitWebDriver and Xvfb
// drives the production build, beside Debian's Chromium for the layout comparison. One browser at a
// time: the machine is small and the layout checks need a quiet one.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/webkit/**/*.test.ts'],
    globalSetup: ['tests/webkit/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
