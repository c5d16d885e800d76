// The changes review: each staff file changed since the last commit, field by field in words (the
// contract's titles, else the keys in words), old → new; a Markdown text by paragraph.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractOf, labelAt, type Schema } from './contract.ts';
import { steps } from '../shared/jsonPatch.ts';
import { escapeSegment, isObject, sameJson } from '../../tools/staff/json.ts';
import type { Change, ChangedFile } from '../shared/protocol.ts';
import { editableFiles } from './paths.ts';

/** The file as the last commit has it; undefined when it is not in git (or this is no git checkout). */
export function committedText(root: string, file: string): string | undefined {
  try {
    return execFileSync('git', ['show', `HEAD:./${file}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** Every value that differs, by pointer: a value only one side has is one change, whole. */
export function jsonChanges(
  before: unknown,
  after: unknown,
  contract: Schema | undefined,
  pointer = '#',
): Change[] {
  if (sameJson(before, after)) return [];
  // A list that grew or shrank: rows added or removed are a change each, the rest compared row by row.
  if (Array.isArray(before) && Array.isArray(after) && before.length !== after.length) {
    const change = (at: number, side: { before?: unknown; after?: unknown }): Change => ({
      pointer: `${pointer}/${at}`,
      label: labelAt(contract, `${pointer}/${at}`),
      ...side,
    });
    return steps(before, after).flatMap((step) =>
      step.kind === 'patch'
        ? jsonChanges(before[step.from], after[step.to], contract, `${pointer}/${step.to}`)
        : step.kind === 'remove'
          ? [change(step.from, { before: before[step.from] })]
          : [change(step.to, { after: after[step.to] })],
    );
  }
  const bothObjects = isObject(before) && isObject(after);
  const bothLists = Array.isArray(before) && Array.isArray(after);
  if (bothObjects || bothLists) {
    const keys = bothLists
      ? (before as unknown[]).map((_, i) => String(i))
      : [...new Set([...Object.keys(before as object), ...Object.keys(after as object)])];
    return keys.flatMap((k) =>
      jsonChanges(
        (before as Record<string, unknown>)[k],
        (after as Record<string, unknown>)[k],
        contract,
        `${pointer}/${escapeSegment(k)}`,
      ),
    );
  }
  return [
    {
      pointer,
      label: labelAt(contract, pointer),
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    },
  ];
}

/** The paragraphs of a Markdown text: blocks between blank lines. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The paragraphs that changed, each under the heading it sits below: a paragraph edited in place is
 * one change before → after; one added or removed has only its side.
 */
export function markdownChanges(before: string, after: string): Change[] {
  const a = paragraphs(before);
  const b = paragraphs(after);
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const changes: Change[] = [];
  let heading = '';
  const label = (n: number) => `${heading ? `“${heading}” › ` : ''}Paragraph ${n + 1}`;
  let i = 0;
  let j = 0;
  const removed: string[] = [];
  const added: { text: string; at: number }[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const at = added[k]?.at ?? j;
      changes.push({
        pointer: `#/paragraphs/${at}`,
        label: label(at),
        ...(k < removed.length ? { before: removed[k] } : {}),
        ...(k < added.length ? { after: added[k]!.text } : {}),
      });
    }
    removed.length = 0;
    added.length = 0;
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      if (/^#+\s/.test(b[j]!)) heading = b[j]!.replace(/^#+\s*/, '').split('\n')[0]!;
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added.push({ text: b[j]!, at: j });
      j++;
    } else removed.push(a[i++]!);
  }
  flush();
  return changes;
}

/**
 * Every editable file whose text (its draft when `textOf` gives one, else the file) differs from
 * the last commit, with its changes and the frames that show it.
 */
export function changedFiles(
  root: string,
  textOf: (file: string) => string | undefined,
  framesOf: (file: string) => string[],
): ChangedFile[] {
  return editableFiles(root).flatMap((f): ChangedFile[] => {
    const now =
      textOf(f.file) ??
      (existsSync(join(root, f.file)) ? readFileSync(join(root, f.file), 'utf8') : undefined);
    const then = committedText(root, f.file);
    if (now === then || now === undefined) return [];
    let changes: Change[];
    if (f.kind === 'markdown') changes = markdownChanges(then ?? '', now);
    else {
      let before: unknown;
      let after: unknown;
      try {
        before = then === undefined ? undefined : JSON.parse(then);
        after = JSON.parse(now);
      } catch {
        // A draft that is not JSON yet: the review says so as one change of the whole file.
        return [
          {
            file: f.file,
            changes: [{ pointer: '#', label: 'The whole file', before: then, after: now }],
            framePaths: framesOf(f.file),
          },
        ];
      }
      changes = jsonChanges(before, after, contractOf(root, f.contract));
    }
    return changes.length ? [{ file: f.file, changes, framePaths: framesOf(f.file) }] : [];
  });
}
