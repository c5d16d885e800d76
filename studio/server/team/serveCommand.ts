// `npm run studio:serve -- [--host 127.0.0.1] [--port 5180] [--repo DIR] [--data DIR]
//   [--origin https://studio.example.com] [--trust-proxy 127.0.0.1] [--secure] [--branch main] [--push REMOTE]`:
// the studio a team signs in to, over the checkout it stands in unless --repo names another.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CHECKOUT, dataDirOf, isEntry } from './commandLine.ts';
import { TeamStudio, type TeamStudioOptions } from './teamStudio.ts';
import { buildUi } from './ui.ts';

export const SERVE_USAGE = `Usage: npm run studio:serve -- [options]
  --host HOST          the address to listen at (127.0.0.1)
  --port PORT          the port (5180)
  --repo DIR           the repository to work on (the checkout the studio stands in)
  --data DIR           accounts, sessions, audit, changes and releases (.studio/ of this checkout)
  --branch NAME        the published branch (main)
  --origin URL         the address the team opens the studio at, when behind a proxy (repeatable)
  --trust-proxy ADDR   a proxy whose X-Forwarded-For and -Proto are believed (comma-separated)
  --secure             the studio is reached over TLS only: its cookie is Secure
  --push REMOTE        push the published branch to this git remote after each publish`;

/** The server's options from its command line; throws with the usage when they do not parse. */
export function serveOptions(argv: string[]): TeamStudioOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      repo: { type: 'string' },
      data: { type: 'string' },
      branch: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'trust-proxy': { type: 'string' },
      secure: { type: 'boolean' },
      push: { type: 'string' },
    },
  });
  const port = Number(values.port ?? 5180);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port ${values.port} is no port.`);
  return {
    repo: resolve(values.repo ?? CHECKOUT),
    dataDir: dataDirOf(values.data),
    host: values.host ?? '127.0.0.1',
    port,
    ...(values.branch ? { branch: values.branch } : {}),
    origins: values.origin ?? [],
    trustedProxies: (values['trust-proxy'] ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    secure: values.secure ?? false,
    ...(values.push ? { pushTo: values.push } : {}),
  };
}

if (isEntry(import.meta.url)) {
  let options: TeamStudioOptions;
  try {
    options = serveOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${SERVE_USAGE}`);
    process.exit(2);
  }
  let studio: TeamStudio;
  try {
    studio = new TeamStudio({ ...options, ui: await buildUi() });
    const origin = await studio.listen();
    console.log(`The studio is at ${origin} (data in ${options.dataDir}, repository ${options.repo}).`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // Every signal is heard, not only the first: tsx passes its own on, so a stop sends two, and a
  // second one unheard would end the server by default, skipping the exit that stops its frames'
  // servers (tools/testing/processGroup.ts).
  let closing: Promise<void> | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void (closing ??= studio.close().then(() => process.exit(0))));
}
