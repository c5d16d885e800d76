// The team studio under a team's load, as it runs for the lender: `npm run studio:serve` over a clone
// of this checkout (the real staff check and, with --publish, the real `npm run build`), five editors
// each opening a change, saving an edit and submitting it at once. Measures each submit, how long a
// reviewer waits for the first change's before and after frames (each version's real build, served),
// and the memory of the server and all it starts, sampled throughout (its peak is the figure).
// With --forms, each editor instead opens their change's form (the npm start studio on the change):
// how long until the form shows, until its live frames are up, and what each keystroke's draft check
// takes with five editors typing at once.
//   npm run bench:team-studio [-- --publish] [-- --forms]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';
import { median } from './median.ts';
import { freePort } from '../testing/freePort.ts';
import { spawnGroup } from '../testing/processGroup.ts';

const EDITORS = 5;
const PASSWORD = 'a bench password of some length';
const APP = 'schemas/app.json';
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const publish = process.argv.includes('--publish');
const forms = process.argv.includes('--forms');
const KEYS = 10;

/**
 * The resident memory of a process and all it started, in MB: the review frames' servers run in
 * process groups of their own, so a group's memory would leave them out.
 */
function treeMemory(top: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p)))
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
      rss.set(
        Number(pid),
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
      );
    } catch {
      // Gone between the listing and the read.
    }
  let kb = 0;
  for (const pids = [top]; pids.length;) {
    const pid = pids.pop()!;
    kb += rss.get(pid) ?? 0;
    pids.push(...(children.get(pid) ?? []));
  }
  return Math.round(kb / 1024);
}

/** One person's browser: a cookie and a CSRF token. */
function person(origin: string) {
  let cookie = '';
  let csrf = '';
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { origin, 'x-studio-csrf': csrf }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    const json = (await answer.json()) as Record<string, unknown>;
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
    return json;
  };
  const signIn = async (name: string) => {
    csrf = (await send('POST', '/api/session', { name, password: PASSWORD })).csrf as string;
  };
  return { send, signIn };
}

function addAccount(data: string, name: string, role: string): void {
  const added = spawnSync(
    tsx,
    ['studio/server/team/userCommand.ts', 'add', name, '--role', role, '--data', data],
    {
      cwd: root,
      input: `${PASSWORD}\n`,
    },
  );
  if (added.status !== 0) throw new Error(`adding ${name}: ${added.stderr.toString()}`);
}

async function editAndSubmit(origin: string, name: string) {
  const editor = person(origin);
  await editor.signIn(name);
  const { id } = (await editor.send('POST', '/api/changes', { title: `A name by ${name}` })) as {
    id: string;
  };
  const { text, commit } = (await editor.send('GET', `/api/changes/${id}/text?path=${APP}`)) as Record<
    string,
    string
  >;
  const data = JSON.parse(text!) as Record<string, unknown>;
  const key = Object.keys(data).find((k) => typeof data[k] === 'string' && !/colou?r|\$schema/i.test(k))!;
  const edited = text!.replace(JSON.stringify(data[key]), JSON.stringify(`${data[key] as string} ${name}`));
  await editor.send('PUT', `/api/changes/${id}/text`, { path: APP, text: edited, parent: commit });
  const started = performance.now();
  await editor.send('POST', `/api/changes/${id}/submit`, { summary: 'A bench edit.' });
  return { id, submitMs: Math.round(performance.now() - started) };
}

/** What GET /api/changes/:id/frames answers, as far as the bench reads it. */
interface Frames {
  before: { state: string; port?: number };
  after: { state: string; port?: number };
  states: { framePath: string }[];
}

/** Asks for a change's frames until both versions are served; answers the wait and the first frame's status. */
async function framesReady(reviewer: ReturnType<typeof person>, id: string) {
  const started = performance.now();
  for (;;) {
    const frames = (await reviewer.send('GET', `/api/changes/${id}/frames`)) as unknown as Frames;
    const versions = [frames.before, frames.after];
    const failed = versions.find((v) => v.state === 'failed');
    if (failed) throw new Error(`frames of change ${id}: ${JSON.stringify(failed)}`);
    if (frames.after.state === 'ready' && frames.before.state === 'ready') {
      const ms = Math.round(performance.now() - started);
      const first = await fetch(`http://127.0.0.1:${frames.after.port}${frames.states[0]!.framePath}`);
      return { ms, states: frames.states.length, status: first.status };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const since = (start: number) => Math.round(performance.now() - start);

/** An editor opening a change's form and typing in it; the times they wait. */
async function openForm(origin: string, name: string) {
  const editor = person(origin);
  await editor.signIn(name);
  const { id } = (await editor.send('POST', '/api/changes', { title: `A form by ${name}` })) as {
    id: string;
  };
  const at = `/api/changes/${id}/studio`;
  const started = performance.now();
  let catalogue = await editor.send('GET', `${at}/catalogue`);
  const file = await editor.send('GET', `${at}/file?path=${APP}`);
  const formMs = since(started);
  // The studio frames two editors at a time; the others type without frames meanwhile.
  while (catalogue.framesComing && !catalogue.framesWaiting) {
    await sleep(250);
    catalogue = await editor.send('GET', `${at}/catalogue`);
  }
  const framed = !catalogue.framesWaiting;
  const framesMs = framed ? since(started) : undefined;
  const frameStatus = framed ? (await fetch(`${catalogue.previewOrigin as string}/`)).status : undefined;
  const text = file.text as string;
  const data = JSON.parse(text) as Record<string, unknown>;
  const key = Object.keys(data).find((k) => typeof data[k] === 'string' && !/colou?r|\$schema/i.test(k))!;
  const draftMs: number[] = [];
  for (let i = 1; i <= KEYS; i++) {
    const typed = text.replace(
      JSON.stringify(data[key]),
      JSON.stringify(`${data[key] as string} ${'x'.repeat(i)}`),
    );
    const key0 = performance.now();
    await editor.send('POST', `${at}/draft`, { path: APP, text: typed });
    draftMs.push(since(key0));
    await sleep(150);
  }
  return { formMs, framesMs, frameStatus, draftMs };
}

/** Five editors in their forms at once. */
async function formFigures(origin: string, editors: string[], memory: () => number) {
  const opened = await Promise.all(editors.map((name) => openForm(origin, name)));
  const form = opened.map((o) => o.formMs).sort((a, b) => a - b);
  const frames = opened.flatMap((o) => (o.framesMs === undefined ? [] : [o.framesMs])).sort((a, b) => a - b);
  const drafts = opened.flatMap((o) => o.draftMs).sort((a, b) => a - b);
  return {
    'form shown, median of five at once (ms)': median(form),
    'form shown, slowest (ms)': form.at(-1),
    'editors given live frames at once': frames.length,
    'live frames up, median of those (ms)': median(frames),
    'live frames up, slowest (ms)': frames.at(-1),
    'first frame answered (HTTP status)': opened.flatMap((o) => o.frameStatus ?? []).join(' '),
    [`keystroke's draft checked, median of ${drafts.length} (ms)`]: median(drafts),
    "keystroke's draft checked, slowest (ms)": drafts.at(-1),
    [`memory, ${editors.length} forms open, those with live frames among them (MB)`]: memory(),
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-team-studio-'));
  const repo = join(dir, 'repo');
  const data = join(dir, 'data');
  execFileSync('git', ['clone', '--quiet', '--branch', 'main', root, repo]);
  const editors = Array.from({ length: EDITORS }, (_, i) => `editor${i + 1}`);
  for (const name of editors) addAccount(data, name, 'editor');
  addAccount(data, 'rita', 'reviewer');
  addAccount(data, 'pat', 'publisher');
  const port = await freePort();
  const server = spawnGroup(
    tsx,
    ['studio/server/team/serveCommand.ts', '--repo', repo, '--data', data, '--port', String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${port}`;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeMemory(server.child.pid!))), 200);
  try {
    await new Promise<void>((resolve, reject) => {
      server.child.on('exit', (code) => reject(new Error(`the studio exited with ${code}`)));
      server.child.stdout?.on('data', (d: Buffer) => d.toString().includes('The studio is at') && resolve());
    });
    const idle = treeMemory(server.child.pid!);
    if (forms) {
      const figures = await formFigures(origin, editors, () => treeMemory(server.child.pid!));
      console.table({ 'memory, started (MB)': idle, ...figures, 'memory, peak (MB)': peak });
      return;
    }
    const submits = await Promise.all(editors.map((name) => editAndSubmit(origin, name)));
    const open = treeMemory(server.child.pid!);
    const rita = person(origin);
    await rita.signIn('rita');
    const frames = await framesReady(rita, submits[0]!.id);
    let publishMs: number | undefined;
    if (publish) {
      await rita.send('POST', `/api/changes/${submits[0]!.id}/approve`, {});
      const pat = person(origin);
      await pat.signIn('pat');
      const started = performance.now();
      await pat.send('POST', `/api/changes/${submits[0]!.id}/publish`, {});
      publishMs = Math.round(performance.now() - started);
    }
    const ms = submits.map((s) => s.submitMs).sort((a, b) => a - b);
    console.table({
      'memory, started (MB)': idle,
      [`memory, ${EDITORS} changes open (MB)`]: open,
      'memory, peak (MB)': peak,
      'submit with the real check, fastest (ms)': ms[0],
      'submit, slowest of five at once (ms)': ms.at(-1),
      'frames of the first change, from its submit (ms)': frames.ms + submits[0]!.submitMs,
      'frames: states framed': frames.states,
      'frames: first state answered (HTTP status)': frames.status,
      [`memory, ${EDITORS} changes open and their frames (MB)`]: treeMemory(server.child.pid!),
      ...(publishMs === undefined ? {} : { 'publish with the real build (ms)': publishMs }),
    });
  } finally {
    clearInterval(sampler);
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
