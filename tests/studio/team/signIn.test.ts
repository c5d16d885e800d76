// @vitest-environment node
// Sessions and sign-in: tokens stored hashed and ending after 30 idle minutes or 12 hours, one answer for
// an unknown name and a wrong password, failed tries limited per name and per address, every sign-in
// audited, a session ended by its account's removal or new password; the cookie's attributes; the
// proxy headers believed only from a trusted proxy.
import type { IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Accounts } from '../../../studio/server/team/accounts';
import { AuditLog } from '../../../studio/server/team/audit';
import { clearedCookie, sessionCookie, tokenOf } from '../../../studio/server/team/cookies';
import { clientAddress, overTls } from '../../../studio/server/team/proxy';
import { Refusal } from '../../../studio/server/team/refusal';
import { ABSOLUTE_MS, csrfOf, IDLE_MS, Sessions } from '../../../studio/server/team/sessions';
import { SignIn, WRONG_SIGN_IN } from '../../../studio/server/team/signIn';
import { SIGN_IN_LIMITS, SignInThrottle } from '../../../studio/server/team/throttle';
import { tempDir, TEST_COST } from './dataDir';

const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;

/** A clock the test moves. */
function clock(start = Date.parse('2030-01-01T08:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function team() {
  const dir = tempDir();
  const time = clock();
  const accounts = new Accounts(dir, TEST_COST, time.now);
  await accounts.add('ana', ['editor'], PASSWORD);
  await accounts.add('bo', ['reviewer'], PASSWORD);
  const sessions = new Sessions(dir, time.now);
  const audit = new AuditLog(dir, time.now);
  const signIn = new SignIn(accounts, sessions, new SignInThrottle(SIGN_IN_LIMITS, time.now), audit);
  return { dir, time, accounts, sessions, audit, signIn };
}

/** The refusal `promise` ends with. */
async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Refusal);
  return err as Refusal;
}

describe('sessions', () => {
  it('hands out 32 random bytes and keeps only their hash, across a restart', async () => {
    const { dir, time, signIn } = await team();
    const { token } = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = readFileSync(join(dir, 'sessions.json'), 'utf8');
    expect(stored).not.toContain(token);
    const again = new Sessions(dir, time.now);
    expect(again.find(token)?.name).toBe('ana');
    expect(again.find(`${token}x`)).toBeUndefined();
    expect(again.find(undefined)).toBeUndefined();
  });

  it('ends after 30 idle minutes; use keeps it going', async () => {
    const { time, signIn } = await team();
    const { token } = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    time.advance(IDLE_MS - 1);
    expect(signIn.who(token)?.account.name).toBe('ana');
    time.advance(IDLE_MS - 1);
    expect(signIn.who(token)?.account.name).toBe('ana');
    time.advance(IDLE_MS);
    expect(signIn.who(token)).toBeUndefined();
  });

  it('ends after 12 hours however busy, also after a restart', async () => {
    const { dir, time, signIn } = await team();
    const { token } = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    for (let t = 0; t < ABSOLUTE_MS - 10 * MINUTE; t += 10 * MINUTE) {
      time.advance(10 * MINUTE);
      expect(signIn.who(token), `after ${t / MINUTE} minutes`).toBeDefined();
    }
    time.advance(10 * MINUTE);
    expect(signIn.who(token)).toBeUndefined();
    expect(new Sessions(dir, time.now).find(token)).toBeUndefined();
  });

  it('ends at sign-out, at the account removal and at a new password', async () => {
    const { time, accounts, signIn } = await team();
    const ana = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    signIn.signOut(signIn.who(ana.token)!, '10.0.0.1');
    expect(signIn.who(ana.token)).toBeUndefined();

    const again = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    time.advance(MINUTE);
    await accounts.setPassword('ana', 'a whole new password');
    expect(signIn.who(again.token)).toBeUndefined();

    const bo = await signIn.signIn('bo', PASSWORD, '10.0.0.1');
    accounts.remove('bo');
    expect(signIn.who(bo.token)).toBeUndefined();
  });

  it('binds a CSRF token to each session', async () => {
    const { signIn } = await team();
    const a = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    const b = await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    expect(csrfOf(a.token)).toBe(csrfOf(a.token));
    expect(csrfOf(a.token)).not.toBe(csrfOf(b.token));
    expect(csrfOf(a.token)).not.toContain(a.token);
  });
});

describe('signing in', () => {
  it('answers an unknown name and a wrong password alike, and audits both apart', async () => {
    const { audit, signIn } = await team();
    const unknown = await refusal(signIn.signIn('nobody', PASSWORD, '10.0.0.1'));
    const wrong = await refusal(signIn.signIn('ana', 'not the password at all', '10.0.0.1'));
    expect([unknown.status, unknown.message]).toEqual([401, WRONG_SIGN_IN]);
    expect([wrong.status, wrong.message]).toEqual([401, WRONG_SIGN_IN]);
    expect(wrong.details).toEqual(unknown.details);
    await signIn.signIn('  Ana ', PASSWORD, '10.0.0.2');
    expect(audit.entries().map((e) => [e.who, e.action, e.address, e.detail])).toEqual([
      ['nobody', 'sign-in.failed', '10.0.0.1', { reason: 'unknown name' }],
      ['ana', 'sign-in.failed', '10.0.0.1', { reason: 'wrong password' }],
      ['ana', 'sign-in', '10.0.0.2', undefined],
    ]);
    expect(JSON.stringify(audit.entries())).not.toContain('not the password');
  });

  it('stops a name after five failures, even with the right password, until the window passes', async () => {
    const { time, signIn } = await team();
    for (let i = 0; i < SIGN_IN_LIMITS.perName; i++)
      expect((await refusal(signIn.signIn('ana', `wrong password ${i}`, `10.0.0.${i}`))).status).toBe(401);
    const stopped = await refusal(signIn.signIn('ana', PASSWORD, '10.0.1.1'));
    expect(stopped.status).toBe(429);
    expect(stopped.message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    // Another name from another address is not held back.
    expect((await signIn.signIn('bo', PASSWORD, '10.0.2.2')).account.name).toBe('bo');
    time.advance(SIGN_IN_LIMITS.windowMs);
    expect((await signIn.signIn('ana', PASSWORD, '10.0.1.1')).account.name).toBe('ana');
  });

  it('stops an address that tries many names', async () => {
    const { signIn } = await team();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++)
      expect((await refusal(signIn.signIn(`guess${i}`, PASSWORD, '10.9.9.9'))).status).toBe(401);
    expect((await refusal(signIn.signIn('ana', PASSWORD, '10.9.9.9'))).status).toBe(429);
    expect((await signIn.signIn('ana', PASSWORD, '10.0.0.1')).account.name).toBe('ana');
  });

  it('a good sign-in clears its name’s failures', async () => {
    const { signIn } = await team();
    for (let i = 0; i < SIGN_IN_LIMITS.perName - 1; i++)
      await refusal(signIn.signIn('ana', 'wrong password here', `10.0.0.${i}`));
    await signIn.signIn('ana', PASSWORD, '10.0.0.1');
    await refusal(signIn.signIn('ana', 'wrong password here', '10.0.0.1'));
    expect((await signIn.signIn('ana', PASSWORD, '10.0.0.1')).account.name).toBe('ana');
  });
});

describe('the cookie', () => {
  it('is HttpOnly, SameSite=Strict, Path=/, and Secure with __Host- over TLS', () => {
    expect(sessionCookie('tok', false, ABSOLUTE_MS)).toBe(
      `studio=tok; HttpOnly; SameSite=Strict; Path=/; Max-Age=${ABSOLUTE_MS / 1000}`,
    );
    expect(sessionCookie('tok', true, ABSOLUTE_MS)).toBe(
      `__Host-studio=tok; HttpOnly; SameSite=Strict; Path=/; Max-Age=${ABSOLUTE_MS / 1000}; Secure`,
    );
    expect(clearedCookie(true)).toContain('Max-Age=0');
  });

  it('is read back by its name only', () => {
    const req = (cookie: string) => ({ headers: { cookie } }) as IncomingMessage;
    expect(tokenOf(req('a=1; studio=tok; b=2'), false)).toBe('tok');
    expect(tokenOf(req('xstudio=tok'), false)).toBeUndefined();
    expect(tokenOf(req('studio=tok'), true)).toBeUndefined();
    expect(tokenOf(req('__Host-studio=tok'), true)).toBe('tok');
  });
});

describe('behind a proxy', () => {
  const req = (remoteAddress: string, headers: Record<string, string>) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const forwarded = { 'x-forwarded-for': '1.1.1.1, 2.2.2.2', 'x-forwarded-proto': 'https' };

  it('believes X-Forwarded-For and -Proto from a trusted proxy only', () => {
    const trust = { trustedProxies: ['127.0.0.1'], secure: false };
    expect(clientAddress(req('::ffff:127.0.0.1', forwarded), trust)).toBe('2.2.2.2');
    expect(overTls(req('127.0.0.1', forwarded), trust)).toBe(true);
    expect(clientAddress(req('3.3.3.3', forwarded), trust)).toBe('3.3.3.3');
    expect(overTls(req('3.3.3.3', forwarded), trust)).toBe(false);
    const none = { trustedProxies: [], secure: false };
    expect(clientAddress(req('127.0.0.1', forwarded), none)).toBe('127.0.0.1');
    expect(overTls(req('127.0.0.1', forwarded), none)).toBe(false);
  });

  it('skips the trusted proxies of a chain, and --secure means TLS always', () => {
    const trust = { trustedProxies: ['127.0.0.1', '10.0.0.5'], secure: true };
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': '9.9.9.9, 4.4.4.4, 10.0.0.5' }), trust)).toBe(
      '4.4.4.4',
    );
    expect(overTls(req('5.5.5.5', {}), trust)).toBe(true);
  });
});
