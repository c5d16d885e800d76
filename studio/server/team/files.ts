// Files of the studio's data folder: written whole or not at all (a temporary file renamed over the
// old one), readable by the account that runs the studio only, and a lock that serialises writers
// across processes (the server and the commands may write at once).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { processAlive } from '../processAlive.ts';

/** Makes `dir` (and its parents) if missing; a new data folder is the owner's alone. */
export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

function fsyncDir(dir: string): void {
  // The rename is durable once the folder's entry is; some file systems refuse to open a folder.
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Best effort.
  }
}

/** Writes `text` to `path` atomically: a reader sees the old file or the new one, never a part. */
export function writeFileAtomic(path: string, text: string): void {
  ensureDir(dirname(path));
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  fsyncDir(dirname(path));
}

/** The JSON in `path`, or `fallback` when there is no such file. */
export function readJsonFile<T>(path: string, fallback: T): T {
  if (!existsSync(path)) return fallback;
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Takes the lock file once, or answers false while a live process holds it (one that died leaves it free). */
function tryLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const holder = Number(readFileSync(lock, 'utf8').trim() || NaN);
  // A lock being written has no pid yet: its writer is alive, the next try sees it.
  if (Number.isInteger(holder) && holder !== process.pid && !processAlive(holder))
    rmSync(lock, { force: true });
  return false;
}

/**
 * Takes `lock` for as long as this process runs (until `release`), or undefined while another live
 * process holds it.
 */
export function holdLock(lock: string): (() => void) | undefined {
  ensureDir(dirname(lock));
  if (!tryLock(lock) && !tryLock(lock)) return undefined;
  return () => rmSync(lock, { force: true });
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `fn` while holding `lock` (a file, created exclusively), for writes that take milliseconds:
 * waits up to `timeoutMs` for another process to let go.
 */
export function withLockSync<T>(lock: string, fn: () => T, timeoutMs = 10_000): T {
  ensureDir(dirname(lock));
  const until = Date.now() + timeoutMs;
  while (!tryLock(lock)) {
    if (Date.now() > until) throw new Error(`Another studio process holds ${lock}.`);
    Atomics.wait(pause, 0, 0, 10);
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The asynchronous form of `withLockSync`, for work that takes seconds (a publish). */
export async function withLock<T>(lock: string, fn: () => Promise<T>, timeoutMs = 600_000): Promise<T> {
  ensureDir(dirname(lock));
  const until = Date.now() + timeoutMs;
  while (!tryLock(lock)) {
    if (Date.now() > until) throw new Error(`Another studio process holds ${lock}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}
