// `npm start`'s dev server on a fresh copy of the project, for the dev end-to-end specs
// (tests/e2e-dev/devProject.ts says why): `tsx tools/testing/devE2eServer.ts <folder> <port>`. The copy is
// made anew on every start and removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { copyProject } from './projectClone.ts';
import { root } from '../staff/schemaFiles.ts';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: tsx tools/testing/devE2eServer.ts <folder> <port>');

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
copyProject(root, dir);
const vite = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  cwd: dir,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
