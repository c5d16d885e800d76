// End-to-end tests drive the production build in Debian's Chromium, served with the CONTRACT.md CSP
// and the sandbox API standing in for the backend; a smaller set drives the dev server of `npm start`.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tools/testing/chromiumLaunch';
import { devPort, devRoot } from './tests/e2e-dev/devProject';

// E2E_PORT / E2E_DEV_PORT let two checkouts on one machine run their suites side by side;
// E2E_BUILD_ONLY starts no dev server (the staff drill, tools/testing/drill/drillE2e.ts, runs only the build's specs).
const port = Number(process.env.E2E_PORT ?? 4173);
const buildOnly = process.env.E2E_BUILD_ONLY === '1';

export default defineConfig({
  projects: [
    // Spread test by test over the workers: a few files hold most of the time.
    { name: 'build', testDir: 'tests/e2e', fullyParallel: true },
    // One dev server for every spec here, and it reloads every page it serves when a spec writes a
    // staff file (the studio's save, the dev server's own edit tests): its specs run one at a time.
    // Listed after the build's: beside them, on two cores, its longest specs come near their timeouts.
    {
      name: 'dev',
      testDir: 'tests/e2e-dev',
      use: { baseURL: `http://127.0.0.1:${devPort}` },
      workers: 1,
    },
    // The team studio's page (npm run studio:serve), a server each spec starts itself, one browser
    // context per person, at a desktop's size.
    {
      name: 'team',
      testDir: 'tests/e2e-team',
      use: { ...devices['Desktop Chrome'], defaultBrowserType: 'chromium' },
      workers: 1,
      // Each test walks a change through several people with real git work, checks and builds (the
      // reviewers' frames among them) in a studio beside the other projects' servers: under a full
      // run's load on two cores that takes well over the default.
      timeout: 120_000,
    },
  ],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    ...devices['iPhone 13'],
    defaultBrowserType: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  webServer: [
    {
      command: `npx tsx tools/serve/serve.ts --port ${port} --sandbox`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(buildOnly
      ? []
      : [
          {
            command: `npx tsx tools/testing/devE2eServer.ts ${devRoot} ${devPort}`,
            url: `http://127.0.0.1:${devPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            // Stopped by a signal it passes on, so the copy it serves is removed.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]),
  ],
});
