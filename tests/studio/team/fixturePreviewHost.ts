// The fixture's stand-in for the review frames' server: the fixture build's one page for every address,
// so a frame shows the version's settings. Apart from the test harness (no vitest here), as the browser
// tests' studio serves with it too.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PreviewHost } from '../../../studio/server/team/previews';

export const fixturePreviewHost: PreviewHost = async (dist) => {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(readFileSync(join(dist, 'index.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
};
