// Throwaway data folders for the team studio's tests, removed after each test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterEach } from 'vitest';
import type { CommandIo } from '../../../studio/server/team/commandLine';
import type { ScryptCost } from '../../../studio/server/team/passwords';

/** A scrypt cost low enough for tests that make many accounts; one test proves the real one. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder of the system's temporary one, removed after the test. */
export function tempDir(prefix = 'studio-team-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A command's standard streams: `input` piped in, what it writes collected. */
export function fakeIo(input = ''): CommandIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const sink = (add: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        add(chunk.toString());
        done();
      },
    });
  return {
    stdin: Readable.from([input]),
    stdout: sink((s) => (out += s)),
    stderr: sink((s) => (err += s)),
    out: () => out,
    err: () => err,
  };
}
