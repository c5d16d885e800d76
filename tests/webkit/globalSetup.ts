// Starts, once for the suite: the production build behind the test proxy (tools/testing/webkit/testServer.ts,
// with the same font for both engines), and Xvfb with WebKitWebDriver. Builds dist/ if it is missing,
// so `npm run test:webkit` also works alone; inside `npm test` it reuses the build of test:e2e.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../../tools/testing/webkit/testServer.ts';
import { startWebKitHost } from '../../tools/testing/webkit/webkit.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    driverUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const port = Number(process.env.WEBKIT_PORT ?? 4183);
  const server = await startTestServer({ port, parityFont: true });
  const host = await startWebKitHost();
  project.provide('baseUrl', server.url);
  project.provide('driverUrl', host.driverUrl);
  return async () => {
    host.stop();
    await server.close();
  };
}
