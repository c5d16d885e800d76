// @vitest-environment node
// The team studio's HTTP server: sign-in and its cookie, and each refusal it must make, tried as an
// attacker or a careless client would: a foreign Origin or Host, a missing or wrong CSRF token, no or an
// expired session, a role that may not, guessing passwords, a body too large, a path out of the staff
// files. Every refusal is JSON with a sentence.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { BODY_LIMIT } from '../../../studio/server/team/requests';
import { IDLE_MS } from '../../../studio/server/team/sessions';
import { WRONG_SIGN_IN } from '../../../studio/server/team/signIn';
import { SIGN_IN_LIMITS } from '../../../studio/server/team/throttle';
import { Accounts } from '../../../studio/server/team/accounts';
import { tempDir, TEST_COST } from './dataDir';
import { Browser, fixtureRepo, git, PASSWORD, startStudio, type Reply } from './teamStudio';

const APP = 'schemas/app.json';

/** A refusal: its status, and a sentence in `error`. */
function refused(reply: Reply, status: number, sentence?: string | RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(typeof reply.body.error).toBe('string');
  expect(reply.body.error).toMatch(/^\S.*[.]$/);
  if (sentence) expect(reply.body.error).toMatch(sentence);
}

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie and answers the roles and a CSRF token', async () => {
    const { browser, studio } = await startStudio({ ana: ['editor', 'reviewer'] });
    const b = await browser();
    const reply = await b.signIn('ana');
    expect(reply.status).toBe(200);
    const cookie = reply.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^studio=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect(reply.body).toMatchObject({
      name: 'ana',
      roles: ['editor', 'reviewer'],
      csrf: expect.any(String),
    });
    expect(reply.body.can).toContain('change.open');
    expect(reply.body.can).not.toContain('change.publish');
    expect((await b.send('GET', '/api/session')).body.name).toBe('ana');
    expect(studio.audit.entries().map((e) => [e.who, e.action])).toEqual([['ana', 'sign-in']]);
  });

  it('answers an unknown name and a wrong password alike', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const unknown = await (await browser()).signIn('nobody');
    const wrong = await (await browser()).signIn('ana', 'not the right password');
    refused(unknown, 401, WRONG_SIGN_IN);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('stops guessing with 429 and a sentence, the right password included', async () => {
    const { browser, studio } = await startStudio({ ana: ['editor'] });
    const b = await browser();
    for (let i = 0; i < SIGN_IN_LIMITS.perName; i++) refused(await b.signIn('ana', `guess number ${i}`), 401);
    const stopped = await b.signIn('ana');
    refused(stopped, 429, /^Too many failed sign-ins\. Try again in \d+ minutes\.$/);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(stopped.headers['set-cookie']).toBeUndefined();
    expect(studio.audit.entries().filter((e) => e.action === 'sign-in.failed')).toHaveLength(
      SIGN_IN_LIMITS.perName,
    );
  });

  it('ends a session at sign-out, clears the cookie and audits it', async () => {
    const { browser, studio } = await startStudio({ ana: ['editor'] });
    const b = await browser('ana');
    const cookie = b.cookie;
    const out = await b.send('DELETE', '/api/session');
    expect(out.status).toBe(200);
    expect(out.headers['set-cookie']![0]).toContain('Max-Age=0');
    const replay = new Browser(b.origin);
    replay.cookie = cookie;
    refused(await replay.send('GET', '/api/session'), 401, 'Your session has ended. Sign in again.');
    expect(studio.audit.entries().map((e) => e.action)).toEqual(['sign-in', 'sign-out']);
  });

  it('ends a session after 30 idle minutes', async () => {
    const { browser, clock } = await startStudio({ ana: ['admin'] });
    const b = await browser('ana');
    clock.advance(IDLE_MS - 1000);
    expect((await b.send('GET', '/api/accounts')).status).toBe(200);
    clock.advance(IDLE_MS);
    const reply = await b.send('GET', '/api/accounts');
    refused(reply, 401, 'Your session has ended. Sign in again.');
    expect(reply.headers['set-cookie']![0]).toContain('Max-Age=0');
  });

  it('is Secure with the __Host- prefix behind a trusted TLS proxy, and only then', async () => {
    const { browser } = await startStudio({ ana: ['editor'] }, { trustedProxies: ['127.0.0.1'] });
    const tls = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const b = await browser();
    const reply = await b.send('POST', '/api/session', {
      body: { name: 'ana', password: PASSWORD },
      headers: tls,
    });
    expect(reply.headers['set-cookie']![0]).toMatch(
      /^__Host-studio=[\w-]+; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+; Secure$/,
    );
    const untrusted = await startStudio({ ana: ['editor'] });
    const plain = await (
      await untrusted.browser()
    ).send('POST', '/api/session', {
      body: { name: 'ana', password: PASSWORD },
      headers: tls,
    });
    expect(plain.headers['set-cookie']![0]).not.toContain('Secure');
  });
});

describe('refusals', () => {
  it('refuses a state change from a foreign Origin, or with none, sign-in included', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const b = await browser();
    const foreign = await b.send('POST', '/api/session', {
      body: { name: 'ana', password: PASSWORD },
      origin: 'https://evil.example',
    });
    refused(foreign, 403, /did not come from the studio’s own page/);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    refused(
      await b.send('POST', '/api/session', { body: { name: 'ana', password: PASSWORD }, origin: null }),
      403,
    );
    await b.signIn('ana');
    refused(await b.send('DELETE', '/api/session', { origin: 'http://127.0.0.1:1' }), 403);
    refused(await b.send('DELETE', '/api/session', { origin: 'null' }), 403);
    expect((await b.send('GET', '/api/session')).status).toBe(200);
  });

  it('refuses a state change without the session’s CSRF token, or with another session’s', async () => {
    const { browser } = await startStudio({ ana: ['editor'], bo: ['editor'] });
    const ana = await browser('ana');
    const bo = await browser('bo');
    refused(await ana.send('DELETE', '/api/session', { csrf: null }), 403, /safety token/);
    refused(await ana.send('DELETE', '/api/session', { csrf: bo.csrf! }), 403, /safety token/);
    refused(await ana.send('DELETE', '/api/session', { csrf: `${ana.csrf!}x` }), 403, /safety token/);
    expect((await ana.send('GET', '/api/session')).status).toBe(200);
    expect((await ana.send('DELETE', '/api/session')).status).toBe(200);
  });

  it('refuses a Host other than its own (DNS rebinding), even to read', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const b = await browser('ana');
    refused(
      await b.send('GET', '/api/session', { headers: { host: 'evil.example:5180' } }),
      403,
      /answers at http:\/\/127\.0\.0\.1:\d+ only/,
    );
  });

  it('asks for a sign-in first, and checks the role of every action', async () => {
    const { browser } = await startStudio({ ed: ['editor'], pub: ['publisher'], root: ['admin'] });
    refused(await (await browser()).send('GET', '/api/files'), 401, 'Sign in first.');
    const ed = await browser('ed');
    refused(await ed.send('GET', '/api/audit'), 403, 'Only a publisher or an admin may read the audit.');
    refused(await ed.send('GET', '/api/accounts'), 403, 'Only an admin may see the accounts.');
    const pub = await browser('pub');
    const audit = await pub.send('GET', '/api/audit');
    expect(audit.status).toBe(200);
    expect(audit.body.verdict).toMatchObject({ ok: true });
    refused(await pub.send('GET', '/api/accounts'), 403);
    const accounts = await (await browser('root')).send('GET', '/api/accounts');
    expect((accounts.body.accounts as { name: string }[]).map((a) => a.name).sort()).toEqual([
      'ed',
      'pub',
      'root',
    ]);
    expect(JSON.stringify(accounts.body)).not.toContain('scrypt');
  });

  it('takes a role change made at the command at the next request', async () => {
    const { browser, dataDir } = await startStudio({ ed: ['editor'] });
    const ed = await browser('ed');
    refused(await ed.send('GET', '/api/audit'), 403);
    new Accounts(dataDir, TEST_COST).setRoles('ed', ['publisher']);
    expect((await ed.send('GET', '/api/audit')).status).toBe(200);
  });

  it('refuses a body over the limit with 413 and a sentence, declared or streamed', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const b = await browser();
    const big = JSON.stringify({ name: 'ana', password: 'x'.repeat(BODY_LIMIT) });
    refused(
      await b.send('POST', '/api/session', { raw: big, headers: { 'content-type': 'application/json' } }),
      413,
      /larger than the studio takes/,
    );
    refused(
      await b.send('POST', '/api/session', {
        raw: big,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      }),
      413,
    );
    refused(
      await b.send('POST', '/api/session', {
        raw: 'name=ana',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
    refused(
      await b.send('POST', '/api/session', {
        raw: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'The request is not JSON.',
    );
    refused(
      await b.send('POST', '/api/session', { body: { name: 'ana' } }),
      400,
      '"password" must be a text.',
    );
  });

  it('answers an unknown address 404 and a wrong method 405, in JSON', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const b = await browser('ana');
    refused(await b.send('GET', '/api/nothing'), 404);
    refused(await b.send('GET', '/'), 404);
    const wrong = await b.send('PUT', '/api/files');
    refused(wrong, 405);
    expect(wrong.headers.allow).toBe('GET');
  });

  it('sends the headers that keep answers out of caches and frames', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const reply = await (await browser()).send('GET', '/api/session');
    expect(reply.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-type': 'application/json; charset=utf-8',
    });
  });
});

describe('the staff files', () => {
  it('lists the staff files and reads one as main has it', async () => {
    const { browser, repo } = await startStudio({ ana: ['editor'] });
    const b = await browser('ana');
    const files = (await b.send('GET', '/api/files')).body.files as {
      file: string;
      kind: string;
      title: string;
    }[];
    expect(files).toContainEqual(expect.objectContaining({ file: APP, kind: 'app' }));
    // Staff's words: a page goes by its own title, never by its path.
    const screen = files.find((f) => f.kind === 'screen')!;
    const screenTitle = (JSON.parse(git(repo, 'show', `main:${screen.file}`)) as { title: string }).title;
    expect(screen.title).toContain(screenTitle);
    for (const f of files) expect(f.title).not.toContain(f.file);
    expect(files.some((f) => f.kind === 'markdown')).toBe(true);
    expect(files.some((f) => f.file.includes('developer'))).toBe(false);
    const read = await b.send('GET', `/api/files/text?path=${encodeURIComponent(APP)}`);
    expect(read.body).toEqual({ file: APP, text: git(repo, 'show', `main:${APP}`) + '\n' });
  });

  it('refuses a path out of the staff files: climbing, absolute, a developer’s file, a folder', async () => {
    const { browser } = await startStudio({ ana: ['editor'] });
    const b = await browser('ana');
    for (const path of [
      '../package.json',
      'schemas/../../etc/passwd',
      'schemas/screens/../../package.json',
      '/etc/passwd',
      join(CHECKOUT, APP),
      'C:\\Windows\\win.ini',
      'schemas/developer.json',
      'schemas/meta/app.schema.json',
      'schemas',
      'package.json',
      '',
    ])
      refused(
        await b.send('GET', `/api/files/text?path=${encodeURIComponent(path)}`),
        403,
        /is not a staff file: the studio writes only the staff files of schemas\/ and content\/\.$/,
      );
    refused(await b.send('GET', '/api/files/text'), 403);
  });
});

describe('npm run studio:serve', () => {
  it('listens where it is told, over the repository and data folder it is given', async () => {
    const repo = fixtureRepo();
    const data = tempDir('studio-data-');
    const child = spawn(
      join(CHECKOUT, 'node_modules', '.bin', 'tsx'),
      [
        join(CHECKOUT, 'studio/server/team/serveCommand.ts'),
        '--port',
        '5190',
        '--repo',
        repo,
        '--data',
        data,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('\n')) resolve(out);
        });
        child.stderr.on('data', (c: Buffer) => reject(new Error(c.toString())));
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(line).toContain('http://127.0.0.1:5190');
      const reply = await new Browser('http://127.0.0.1:5190').send('GET', '/api/session');
      refused(reply, 401, 'Sign in first.');
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);

  it('will not start over a repository without the published branch', async () => {
    const repo = fixtureRepo();
    git(repo, 'branch', '-m', 'main', 'trunk');
    const studio = startStudio({}, { repo });
    await expect(studio).rejects.toThrow(/has no branch "main"/);
  });
});
