// What the studio's commands (studio:serve, studio:user, studio:audit) share: where the checkout and
// the data folder are, and how a command reads its options and answers.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable, Writable } from 'node:stream';

/** The checkout this studio stands in. */
export const CHECKOUT = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The data folder: `--data DIR`, else `.studio/` of this checkout, the same for every command so the
 * server and the commands meet without being told.
 */
export const dataDirOf = (data: string | undefined) => resolve(data ?? resolve(CHECKOUT, '.studio'));

export interface CommandIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

export const processIo = (): CommandIo => ({
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});

/** Whether the module at `url` is the one node was started with (a command, not an import). */
export const isEntry = (url: string) => !!process.argv[1] && resolve(process.argv[1]) === fileURLToPath(url);
