// @vitest-environment node
// The audit: a hash chain over JSON lines with a head file; `npm run studio:audit -- --verify` finds an
// edited, removed (in the middle or at the end) or moved line, names the first bad entry and exits 1.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditLog, entryHash, type AuditEntry } from '../../../studio/server/team/audit';
import { runAuditCommand } from '../../../studio/server/team/auditCommand';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { runUserCommand } from '../../../studio/server/team/userCommand';
import { fakeIo, tempDir, TEST_COST } from './dataDir';

/** A log of `n` entries in a new data folder. */
function logOf(n: number) {
  const dir = tempDir();
  const log = new AuditLog(dir);
  for (let i = 1; i <= n; i++)
    log.append({ who: `user${i}`, action: 'change.save', files: ['schemas/app.json'], commit: `c${i}` });
  return { dir, log };
}

const linesOf = (log: AuditLog) => readFileSync(log.file, 'utf8').split('\n').filter(Boolean);
const writeLines = (log: AuditLog, lines: string[]) => writeFileSync(log.file, `${lines.join('\n')}\n`);

function verify(dir: string) {
  const io = fakeIo();
  const code = runAuditCommand(['--verify', '--data', dir], io);
  return { code, out: io.out(), err: io.err() };
}

describe('the audit log', () => {
  it('chains each entry to the one before and records who, what, which files and commit', () => {
    const { dir, log } = logOf(3);
    const entries = log.entries();
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[0]!.prev).toBe('0'.repeat(64));
    expect(entries[1]!.prev).toBe(entries[0]!.hash);
    expect(entries[2]).toMatchObject({
      who: 'user3',
      action: 'change.save',
      files: ['schemas/app.json'],
      commit: 'c3',
    });
    expect(Date.parse(entries[2]!.at)).not.toBeNaN();
    expect(log.verify()).toEqual({ ok: true, count: 3 });
    expect(verify(dir)).toEqual({ code: 0, out: 'The audit is whole: 3 entries.\n', err: '' });
  });

  it('finds an edited line', () => {
    const { dir, log } = logOf(4);
    const lines = linesOf(log);
    lines[1] = lines[1]!.replace('"who":"user2"', '"who":"mallory"');
    writeLines(log, lines);
    expect(log.verify()).toMatchObject({ ok: false, entry: 2 });
    const { code, err } = verify(dir);
    expect(code).toBe(1);
    expect(err).toContain('Entry 2 was changed after it was written.');
  });

  it('finds an edited line whose own hash was made anew: the next entry no longer follows it', () => {
    const { log } = logOf(4);
    const lines = linesOf(log);
    const entry = JSON.parse(lines[1]!) as AuditEntry;
    const forged = { ...entry, who: 'mallory' };
    lines[1] = JSON.stringify({ ...forged, hash: entryHash(forged) });
    writeLines(log, lines);
    expect(log.verify()).toMatchObject({
      ok: false,
      entry: 2,
      reason: expect.stringContaining('entry 3 no longer follows it'),
    });
  });

  it('finds a line that is no longer JSON', () => {
    const { log } = logOf(3);
    const lines = linesOf(log);
    lines[2] = lines[2]!.slice(0, 20);
    writeLines(log, lines);
    expect(log.verify()).toMatchObject({
      ok: false,
      entry: 3,
      reason: 'Entry 3 is not a whole entry: its line was changed.',
    });
  });

  it('finds a line removed from the middle', () => {
    const { dir, log } = logOf(5);
    const lines = linesOf(log);
    lines.splice(2, 1);
    writeLines(log, lines);
    expect(log.verify()).toMatchObject({ ok: false, entry: 3 });
    expect(verify(dir).err).toContain('Entry 3 is missing');
  });

  it('finds the last line removed, by the head', () => {
    const { dir, log } = logOf(5);
    writeLines(log, linesOf(log).slice(0, 4));
    expect(log.verify()).toMatchObject({ ok: false, entry: 5 });
    const { code, err } = verify(dir);
    expect(code).toBe(1);
    expect(err).toContain('Entry 5, the last one, was removed');
    writeLines(log, linesOf(log).slice(0, 2));
    expect(log.verify()).toMatchObject({
      ok: false,
      entry: 3,
      reason: expect.stringContaining('Entries 3 to 5'),
    });
  });

  it('exits non-zero as a command, naming the entry', () => {
    const { dir, log } = logOf(3);
    const lines = linesOf(log);
    lines[0] = lines[0]!.replace('"commit":"c1"', '"commit":"c9"');
    writeLines(log, lines);
    const run = spawnSync(
      join(CHECKOUT, 'node_modules', '.bin', 'tsx'),
      [join(CHECKOUT, 'studio/server/team/auditCommand.ts'), '--verify', '--data', dir],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Entry 1 was changed after it was written.');
  }, 30_000);

  it('finds two lines swapped', () => {
    const { dir, log } = logOf(5);
    const lines = linesOf(log);
    [lines[1], lines[2]] = [lines[2]!, lines[1]!];
    writeLines(log, lines);
    expect(log.verify()).toMatchObject({ ok: false, entry: 2 });
    expect(verify(dir).err).toContain(
      'Entry 2 is missing or moved: the line where it belongs holds entry 3.',
    );
  });

  it('finds the last line replaced by another whole entry, and a missing head', () => {
    const { dir, log } = logOf(3);
    const lines = linesOf(log);
    const last = JSON.parse(lines[2]!) as AuditEntry;
    const forged = { ...last, action: 'publish' };
    lines[2] = JSON.stringify({ ...forged, hash: entryHash(forged) });
    writeLines(log, lines);
    expect(log.verify()).toMatchObject({ ok: false, entry: 3 });
    rmSync(log.headFile);
    expect(verify(dir).err).toContain('head file');
  });

  it('takes up a line written as the process stopped, before its head', () => {
    const { log } = logOf(3);
    const head = readFileSync(log.headFile, 'utf8');
    log.append({ who: 'ana', action: 'sign-in' });
    // As if the process stopped between the line and the head.
    writeFileSync(log.headFile, head);
    expect(log.verify()).toMatchObject({ ok: true, count: 4, note: expect.any(String) });
    log.append({ who: 'bo', action: 'sign-in' });
    expect(log.verify()).toEqual({ ok: true, count: 5 });
    expect(log.entries().map((e) => e.who)).toEqual(['user1', 'user2', 'user3', 'ana', 'bo']);
  });

  it('an empty data folder has a whole, empty audit', () => {
    expect(verify(tempDir())).toEqual({ code: 0, out: 'The audit is whole: 0 entries.\n', err: '' });
    expect(runAuditCommand(['--data', tempDir()], fakeIo())).toBe(2);
  });
});

describe('user changes in the audit', () => {
  it('records each change of an account made at the command, never its password', async () => {
    const dir = tempDir();
    const password = 'correct horse battery staple';
    const run = (args: string[], input = '') =>
      runUserCommand([...args, '--data', dir], fakeIo(input), { cost: TEST_COST });
    await run(['add', 'ana', '--role', 'editor'], `${password}\n`);
    await run(['passwd', 'ana'], 'another long password\n');
    await run(['roles', 'ana', '--role', 'editor,reviewer']);
    await run(['remove', 'ana']);
    const log = new AuditLog(dir);
    expect(log.entries().map((e) => [e.action, e.detail])).toEqual([
      ['user.add', { account: 'ana', roles: ['editor'] }],
      ['user.password', { account: 'ana' }],
      ['user.roles', { account: 'ana', roles: ['editor', 'reviewer'] }],
      ['user.remove', { account: 'ana' }],
    ]);
    expect(log.entries().every((e) => e.who.startsWith('cli:'))).toBe(true);
    expect(readFileSync(log.file, 'utf8')).not.toContain(password);
    expect(log.verify()).toEqual({ ok: true, count: 4 });
  });
});
