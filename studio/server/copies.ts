// The studio's two copies of the project, so a draft never touches the real files:
// - the check copy: the staff files (schemas/, content/, the gallery's scenarios; public/ linked),
//   kept equal to the current drafts, which the staff-file check reads;
// - the preview copy: the project as git keeps it (node_modules linked), served by a second Vite dev
//   server, so the frames show a draft with the app's real runtime, sandbox and scenarios, through
//   Vite's own hot update.
// Both live in the system's temporary folder rather than node_modules/.studio: Vite never watches a
// path with node_modules in it (and @vitejs/plugin-react leaves such modules alone), so a draft
// written there would never reach the frames.
import { createHash } from 'node:crypto';
import {
  cpSync,
  readdirSync,
  readFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { freePort } from '../../tools/testing/freePort.ts';
import { copyProject } from '../../tools/testing/projectClone.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { scenarioFolder } from '../../tools/staff/schemaFiles.ts';
import { STAFF_FOLDERS } from './paths.ts';
import { processAlive } from './processAlive.ts';

const OWNER = 'owner.pid';

/**
 * A new working folder for a studio: one per studio, so two dev servers of one checkout (a person's
 * and an end-to-end run's), or a dev server restarting while the old studio closes, never write into
 * each other's copies; the studio removes it when it closes. A dev server stopped at once (Ctrl-C)
 * cannot, so the folders of studios whose process is gone are removed here.
 */
export function workDir(root: string): string {
  const prefix = `lender-studio-${createHash('sha1').update(realpathSync(root)).digest('hex').slice(0, 10)}-`;
  for (const entry of readdirSync(tmpdir()).filter((e) => e.startsWith(prefix))) {
    const owner = join(tmpdir(), entry, OWNER);
    const pid = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : NaN;
    if (Number.isInteger(pid) && !processAlive(pid))
      rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, OWNER), String(process.pid));
  return dir;
}

const fresh = (dir: string) => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
};

/** A new check copy of the project's staff files in `dir`. */
export function makeCheckCopy(root: string, dir: string): void {
  fresh(dir);
  for (const entry of [...STAFF_FOLDERS, scenarioFolder])
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  mkdirSync(join(dir, scenarioFolder), { recursive: true });
  symlinkSync(realpathSync(join(root, 'public')), join(dir, 'public'));
}

/** A new preview copy of the project in `dir`. */
export function makePreviewCopy(root: string, dir: string): void {
  fresh(dir);
  copyProject(root, dir);
}

/** Writes a file of a copy (its folder made if need be). */
export function writeInto(dir: string, rel: string, text: string): void {
  const path = join(dir, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** The preview dev server, running in a process of its own. */
export interface PreviewServer {
  origin: string;
  /** Tells it that the copy's file (its path from the root) has changed. */
  changed(file: string): void;
  close(): Promise<void>;
}

/**
 * What the preview's process runs: Vite's dev server on the copy, with its own cache, on 127.0.0.1,
 * closed when the studio asks or when the dev server that started it is gone. It does not watch the
 * staff folders: the studio tells it of each draft it writes there (drafts.ts).
 */
const PREVIEW_PROCESS = `
const STAFF_FOLDERS = ${JSON.stringify(STAFF_FOLDERS)};
const [root, cacheDir, port, modules] = process.argv.slice(1);
const { createServer } = await import('vite');
const server = await createServer({
  root,
  configFile: root + '/vite.config.ts',
  cacheDir,
  clearScreen: false,
  logLevel: 'warn',
  server: {
    host: '127.0.0.1',
    port: Number(port),
    strictPort: true,
    fs: { allow: [root, modules] },
    watch: { ignored: STAFF_FOLDERS.map((folder) => root + '/' + folder + '/**') },
  },
});
await server.listen();
const stop = () => server.close().finally(() => process.exit(0));
process.on('message', (m) => {
  if (m === 'close') stop();
  else if (m && typeof m.changed === 'string') server.watcher.emit('change', root + '/' + m.changed);
});
process.on('disconnect', stop);
process.send('ready');
`;

/**
 * The preview process's environment: STUDIO_PREVIEW, and none of a test runner's variables (a studio
 * started inside a test is still an ordinary dev server's).
 */
const previewEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))),
  STUDIO_PREVIEW: '1',
});

/**
 * The preview dev server on the preview copy: its own cache, 127.0.0.1 and a free port, in a process
 * of its own. Its reload after a draft checks the staff files again (tools/bundle/schemasPlugin.ts);
 * in its own process that runs beside the studio's check of the next draft rather than holding up
 * the studio and the main dev server. STUDIO_PREVIEW tells its configuration to start no studio.
 */
export async function startPreviewServer(copy: string, cacheDir: string): Promise<PreviewServer> {
  const port = await freePort();
  // The packages are the project's, through the copy's node_modules link.
  const modules = realpathSync(join(copy, 'node_modules'));
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', PREVIEW_PROCESS, copy, cacheDir, String(port), modules],
    {
      cwd: copy,
      env: previewEnv(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`the preview server stopped (exit code ${String(code)})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    changed(file) {
      if (child.connected) child.send({ changed: file });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send('close');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
