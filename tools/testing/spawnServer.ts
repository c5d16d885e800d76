// Starts tools/serve/serve.ts in its own process group for a benchmark, and stops the whole group after.
import { join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';
import { spawnGroup } from './processGroup.ts';

interface RunningServer {
  stop: () => void;
}

/**
 * `more`: further options of tools/serve/serve.ts (`--plain`, `--host`); `project`: the checkout whose
 * server (and sandbox, with its scenario files) runs, this one by default.
 */
export function startServer(
  port: number,
  dir: string,
  sandbox: boolean,
  more: string[] = [],
  project = root,
): Promise<RunningServer> {
  const tsx = join(project, 'node_modules', '.bin', 'tsx');
  const args = [
    'tools/serve/serve.ts',
    '--port',
    String(port),
    '--dir',
    dir,
    ...(sandbox ? ['--sandbox'] : []),
    ...more,
  ];
  const { child, stop } = spawnGroup(tsx, args, { cwd: project, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)));
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('serving')) resolve({ stop });
    });
  });
}
