// The studio's one door to its server (tools/studio/server/): every request of the browser side goes
// through here, so the shapes below are the whole contract between the two halves and a test can
// stand in for the server at this one layer.
import type { RuleList } from '../server/decisions';
import type { Shown } from '../server/showRow';
import type { Problem } from '../server/drafts.ts';
import type { Change, ChangedFile } from '../server/changes.ts';

/** A mistake or a warning of the staff-file check, as the server gives it. */
export type { Problem };

export type Area = 'site' | 'promo' | 'in-app';
export type FileKind = 'screen' | 'app' | 'messages' | 'markdown';

/** The kinds of names a picker offers (see `Catalogue.names`). */
export interface Names {
  routes: string[];
  bridgeCalls: string[];
  images: string[];
  /** Screen file → its dialog names. */
  dialogs: Record<string, string[]>;
  /** Screen file → its named actions. */
  actions: Record<string, string[]>;
}

export interface Catalogue {
  /** The origin of the preview dev server the frames open. */
  previewOrigin: string;
  pages: { path: string; area: Area; files: string[] }[];
  files: { file: string; kind: FileKind; contract?: string; pages: string[] }[];
  names: Names;
}

export interface PreviewState {
  title: string;
  framePath: string;
}

export interface FileData {
  path: string;
  /** The current draft, or the file on disk when there is none. */
  text: string;
  /** The file on disk. */
  savedText: string;
  /** The file's contract, bundled (every $ref local), ready for the form. */
  contract?: Record<string, unknown>;
  states: PreviewState[];
  problems: Problem[];
}

export interface DraftResult {
  problems: Problem[];
  /** False when the draft had a mistake: the preview keeps the last good version. */
  previewUpdated: boolean;
}

/** A changed field of a staff file in words, and a changed file, as the server gives them. */
export type { Change, ChangedFile };

export const API = '/studio/api';

/** A refusal of the server, with the check's problems when it gave them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  const response = await fetch(`${API}/${path}`, {
    method: init?.method ?? 'GET',
    headers: init ? { 'content-type': 'application/json' } : undefined,
    body: init ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const problems =
      body && typeof body === 'object' && Array.isArray((body as { problems?: unknown }).problems)
        ? (body as { problems: Problem[] }).problems
        : [];
    const said =
      body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : problems.length
          ? `the check found ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}: ${problems
              .map((p) => `${p.file}:${p.line} ${p.reason}`)
              .join(' ')}`
          : text.slice(0, 200);
    throw new ApiError(said || `The studio's server answered ${response.status}.`, response.status, problems);
  }
  return body as T;
}

export const api = {
  catalogue: () => call<Catalogue>('catalogue'),
  file: (path: string) => call<FileData>(`file?path=${encodeURIComponent(path)}`),
  draft: (path: string, text: string) => call<DraftResult>('draft', { method: 'POST', body: { path, text } }),
  save: (path: string, text: string) =>
    call<{ saved: true }>('save', { method: 'POST', body: { path, text } }),
  changes: () => call<{ files: ChangedFile[] }>('changes'),
  handoverAvailable: () => call<{ available: boolean }>('handover'),
  handover: (message: string, branch?: string) =>
    call<{ branch: string; commit: string }>('handover', {
      method: 'POST',
      body: branch ? { message, branch } : { message },
    }),
  /** The rule lists of the file's current draft, with each row's reach (helper "rules"). */
  rules: (path: string) => call<{ lists: RuleList[] }>(`rules?path=${encodeURIComponent(path)}`),
  /** The preview address of the state in which a rule row wins. */
  show: (path: string, pointer: string, row: number) =>
    call<Shown>('show', { method: 'POST', body: { path, pointer, row } }),
};
