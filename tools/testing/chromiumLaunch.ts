// How every tool and test starts Debian's Chromium on this machine's closed network: without the
// background-networking flags it keeps trying to reach Google's hosts and its connections are refused.
import type { LaunchOptions } from 'playwright-core';

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;
