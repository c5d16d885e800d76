// @vitest-environment node
// Accounts: passwords kept as salted scrypt hashes and compared whole, names and roles checked, the
// file written whole or not at all, and the studio:user command over them.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Accounts } from '../../../studio/server/team/accounts';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { writeFileAtomic } from '../../../studio/server/team/files';
import { hashPassword, MIN_PASSWORD, verifyPassword } from '../../../studio/server/team/passwords';
import { Refusal } from '../../../studio/server/team/refusal';
import { ROLES } from '../../../studio/server/team/roles';
import { runUserCommand } from '../../../studio/server/team/userCommand';
import { fakeIo, tempDir, TEST_COST } from './dataDir';

const PASSWORD = 'correct horse battery staple';
const usersOf = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'users.json'), 'utf8')) as { users: Record<string, unknown>[] }).users;

describe('passwords', () => {
  it('hashes with scrypt at the real cost, salted, and verifies only the same password', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^scrypt\$65536\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, a)).toBe(false);
    expect(await verifyPassword(PASSWORD.toUpperCase(), a)).toBe(false);
  });

  it('refuses a stored hash it cannot read or one with a changed byte', async () => {
    const stored = await hashPassword(PASSWORD, TEST_COST);
    const parts = stored.split('$');
    const key = Buffer.from(parts[5]!, 'base64');
    key[0] = key[0]! ^ 1;
    expect(await verifyPassword(PASSWORD, [...parts.slice(0, 5), key.toString('base64')].join('$'))).toBe(
      false,
    );
    expect(await verifyPassword(PASSWORD, [...parts.slice(0, 5), 'AAAA'].join('$'))).toBe(false);
    expect(await verifyPassword(PASSWORD, 'plain:' + PASSWORD)).toBe(false);
    expect(await verifyPassword(PASSWORD, 'scrypt$x$8$1$AA$AA')).toBe(false);
  });
});

describe('accounts', () => {
  it('keeps the roles and a hash, never the password, and verifies name and password together', async () => {
    const dir = tempDir();
    const accounts = new Accounts(dir, TEST_COST);
    await accounts.add('ana', ['reviewer', 'editor'], PASSWORD);
    await accounts.add('bo', ['publisher'], PASSWORD);
    const text = readFileSync(join(dir, 'users.json'), 'utf8');
    expect(text).not.toContain(PASSWORD);
    const [ana, bo] = usersOf(dir);
    expect(ana!.password).not.toBe(bo!.password);
    // Roles come back in the studio's order, whatever order they were given in.
    expect(accounts.list()).toEqual([
      { name: 'ana', roles: ['editor', 'reviewer'], created: expect.any(String) },
      { name: 'bo', roles: ['publisher'], created: expect.any(String) },
    ]);
    expect((await accounts.verify('ana', PASSWORD))?.name).toBe('ana');
    expect(await accounts.verify('ana', 'wrong horse battery staple')).toBeUndefined();
    expect(await accounts.verify('nobody', PASSWORD)).toBeUndefined();
    expect(statSync(join(dir, 'users.json')).mode & 0o077).toBe(0);
  });

  it('refuses a taken name, a bad name, a short password and changes to an unknown account', async () => {
    const accounts = new Accounts(tempDir(), TEST_COST);
    await accounts.add('ana', ['editor'], PASSWORD);
    await expect(accounts.add('ana', ['admin'], PASSWORD)).rejects.toThrow(/already an account "ana"/);
    for (const name of ['', 'Ana', '../x', 'a b', '-a', 'a'.repeat(65)])
      await expect(accounts.add(name, ['editor'], PASSWORD)).rejects.toBeInstanceOf(Refusal);
    await expect(accounts.add('cy', ['editor'], 'x'.repeat(MIN_PASSWORD - 1))).rejects.toThrow(
      new RegExp(`at least ${MIN_PASSWORD}`),
    );
    await expect(accounts.setPassword('nobody', PASSWORD)).rejects.toThrow(/no account "nobody"/);
    expect(() => accounts.remove('nobody')).toThrow(/no account "nobody"/);
    expect(accounts.list().map((a) => a.name)).toEqual(['ana']);
  });

  it('a new password replaces the old one and records when', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const accounts = new Accounts(tempDir(), TEST_COST, () => now);
    await accounts.add('ana', ['editor'], PASSWORD);
    now += 60_000;
    await accounts.setPassword('ana', 'another long password');
    expect(await accounts.verify('ana', PASSWORD)).toBeUndefined();
    const account = await accounts.verify('ana', 'another long password');
    expect(Date.parse(account!.passwordSet)).toBe(now);
  });
});

describe('atomic writes', () => {
  it('leaves the old file whole when the new one cannot take its place, and no temporary file', () => {
    const dir = tempDir();
    const target = join(dir, 'users.json');
    writeFileAtomic(target, 'old');
    writeFileAtomic(target, 'new');
    expect(readFileSync(target, 'utf8')).toBe('new');
    // A folder in the way: the rename fails, and nothing else is left behind.
    const blocked = join(dir, 'blocked');
    mkdirSync(join(blocked, 'inside'), { recursive: true });
    expect(() => writeFileAtomic(blocked, 'x')).toThrow();
    expect(readdirSync(dir).sort()).toEqual(['blocked', 'users.json']);
  });
});

describe('npm run studio:user', () => {
  it('adds with a password from standard input, lists without hashes, changes and removes', async () => {
    const dir = tempDir();
    const run = async (args: string[], input = '') => {
      const io = fakeIo(input);
      const code = await runUserCommand([...args, '--data', dir], io, { cost: TEST_COST });
      return { code, out: io.out(), err: io.err() };
    };
    expect((await run(['add', 'ana', '--role', 'editor,reviewer'], `${PASSWORD}\n`)).code).toBe(0);
    const list = await run(['list']);
    expect(list.out).toBe('ana\teditor,reviewer\n');
    const accounts = new Accounts(dir, TEST_COST);
    expect(await accounts.verify('ana', PASSWORD)).toBeDefined();

    expect((await run(['passwd', 'ana'], 'a brand new password\r\n')).code).toBe(0);
    expect(await accounts.verify('ana', PASSWORD)).toBeUndefined();
    expect(await accounts.verify('ana', 'a brand new password')).toBeDefined();

    expect((await run(['roles', 'ana', '--role', 'publisher'])).code).toBe(0);
    expect(accounts.get('ana')!.roles).toEqual(['publisher']);

    expect((await run(['remove', 'ana'])).code).toBe(0);
    expect((await run(['list'])).out).toBe('No accounts yet.\n');
  });

  it('refuses in a sentence, with exit code 1, and explains its usage with exit code 2', async () => {
    const dir = tempDir();
    const run = async (args: string[], input = '') => {
      const io = fakeIo(input);
      return { code: await runUserCommand(args, io, { cost: TEST_COST }), err: io.err() };
    };
    const data = ['--data', dir];
    expect(await run(['add', 'ana', '--role', 'boss', ...data], PASSWORD)).toEqual({
      code: 1,
      err: `There is no role "boss"; the roles are ${ROLES.join(', ')}.\n`,
    });
    expect((await run(['add', 'ana', ...data], PASSWORD)).code).toBe(1);
    expect((await run(['add', 'ana', '--role', 'editor', ...data], 'short\n')).code).toBe(1);
    expect((await run(['remove', 'nobody', ...data])).err).toBe('There is no account "nobody".\n');
    expect((await run([...data])).code).toBe(2);
    expect((await run(['add', ...data])).code).toBe(2);
    expect((await run(['fly', 'ana', ...data])).code).toBe(2);
    expect((await run(['list', '--colour', ...data])).code).toBe(2);
    expect(new Accounts(dir, TEST_COST).list()).toEqual([]);
  });

  it('runs as a command, and two at once both land', async () => {
    const dir = tempDir();
    const tsx = join(CHECKOUT, 'node_modules', '.bin', 'tsx');
    const add = (name: string) => {
      const child = promisify(execFile)(tsx, [
        join(CHECKOUT, 'studio/server/team/userCommand.ts'),
        'add',
        name,
        '--role',
        'editor',
        '--data',
        dir,
      ]);
      child.child.stdin!.end(`${PASSWORD}\n`);
      return child;
    };
    const [a, b] = await Promise.all([add('ana'), add('bo')]);
    expect(a.stdout).toBe('Added ana (editor).\n');
    expect(b.stdout).toBe('Added bo (editor).\n');
    expect(
      usersOf(dir)
        .map((u) => u.name)
        .sort(),
    ).toEqual(['ana', 'bo']);
  }, 60_000);
});
