// Starts tools/serve/serve.ts in its own process group for a benchmark, and stops the whole group after.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';

interface RunningServer {
  stop: () => void;
}

/** `more`: further options of tools/serve/serve.ts (`--plain`). */
export function startServer(
  port: number,
  dir: string,
  sandbox: boolean,
  more: string[] = [],
): Promise<RunningServer> {
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const args = [
    'tools/serve/serve.ts',
    '--port',
    String(port),
    '--dir',
    dir,
    ...(sandbox ? ['--sandbox'] : []),
    ...more,
  ];
  const child = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)));
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('serving')) resolve({ stop });
    });
  });
}
