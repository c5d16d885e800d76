// The path of a change as a team walks it over HTTP, for the team studio's tests: a team with a
// browser each, refusals held to a sentence, and changes opened, edited, submitted and approved.
import { expect } from 'vitest';
import { patchJson } from '../../../studio/shared/jsonPatch';
import type { TeamStudioOptions } from '../../../studio/server/team/teamStudio';
import { startStudio, type Browser, type Reply } from './teamStudio';

export const APP = 'schemas/app.json';

export const TEAM = {
  ed: ['editor'],
  eve: ['editor'],
  rita: ['reviewer'],
  cora: ['compliance'],
  both: ['reviewer', 'compliance'],
  // An editor who also reviews: may review others' changes, never their own.
  ana: ['editor', 'reviewer'],
  pub: ['publisher'],
  paul: ['publisher'],
  adam: ['admin'],
} as const;

export type Person = keyof typeof TEAM;

/** A refusal: its status, and a sentence (matching `sentence` when given). */
export function refused(reply: Reply, status: number, sentence?: string | RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error).toMatch(/^\S.*[.]$/);
  if (sentence) expect(reply.body.error).toMatch(sentence);
}

export const ok = (reply: Reply) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

/** The first top-level text of a JSON file with words in it, and the file's text with it changed. */
export function editText(text: string, to: (old: string) => string) {
  const data = JSON.parse(text) as Record<string, unknown>;
  const key = Object.keys(data).find(
    (k) => typeof data[k] === 'string' && (data[k] as string).trim().length > 2,
  );
  expect(key, 'a text at the top of the file').toBeDefined();
  return {
    key: key!,
    before: data[key!] as string,
    text: patchJson(text, { ...data, [key!]: to(data[key!] as string) }),
  };
}

/** A JSON file's text with the value at `path` set, its other lines as they were. */
export function setField(text: string, path: string[], value: unknown): string {
  const data = JSON.parse(text) as Record<string, unknown>;
  let at = data;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return patchJson(text, data);
}

/** A running studio with the whole team signed in, a browser each. */
export async function team(options: Partial<TeamStudioOptions> = {}) {
  const started = await startStudio(
    Object.fromEntries(Object.entries(TEAM).map(([k, v]) => [k, [...v]])),
    options,
  );
  const people = {} as Record<Person, Browser>;
  for (const name of Object.keys(TEAM) as Person[]) people[name] = await started.browser(name);
  return { ...started, ...people };
}

/** Opens a change as `who` and saves `file` with `edit` applied to its text; answers the change's id. */
export async function changeOf(
  who: Browser,
  file: string,
  edit: (text: string) => string,
  title = 'Say it better',
) {
  const id = ok(await who.send('POST', '/api/changes', { body: { title } })).id as string;
  const { text } = ok(await who.send('GET', `/api/changes/${id}/text?path=${encodeURIComponent(file)}`));
  ok(await who.send('PUT', `/api/changes/${id}/text`, { body: { path: file, text: edit(text as string) } }));
  return id;
}

/** Submits change `id` as its editor; answers the reply's body. */
export const submit = async (who: Browser, id: string, summary = 'Please look.') =>
  ok(await who.send('POST', `/api/changes/${id}/submit`, { body: { summary } }));

/** Approves change `id` as each of `reviewers` in turn. */
export async function approve(id: string, ...reviewers: Browser[]) {
  for (const reviewer of reviewers)
    ok(await reviewer.send('POST', `/api/changes/${id}/approve`, { body: {} }));
}

/** A change of `file` opened, submitted and approved: ready to publish. */
export async function approvedChange(
  editor: Browser,
  reviewers: Browser[],
  file: string,
  edit: (text: string) => string,
  title = 'Say it better',
) {
  const id = await changeOf(editor, file, edit, title);
  await submit(editor, id);
  await approve(id, ...reviewers);
  return id;
}
