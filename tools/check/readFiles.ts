// Reading the staff files: a file that is not JSON says only that; one that is is checked against
// its meta-schema, in plain words, and by what its kind can tell with the file alone.
import Ajv, { type ValidateFunction } from 'ajv';
import type { Node } from 'jsonc-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pointerOf, type Path } from '../staff/json.ts';
import type { DataFile } from '../staff/schemaFiles.ts';
import { actionTypes } from './actionTypes.ts';
import { SourceFile, type Problem } from './common.ts';
import { compiled } from './compiled.ts';
import type { StaffFile } from './fileKind.ts';
import { jsonSyntaxError } from './jsonSyntax.ts';
import { kindOf } from './kinds/index.ts';
import { saidInWords } from './overlap.ts';
import { plain } from './plainWords.ts';

type SayAt = (pointer: string, reason: string, offset?: number) => void;

/** Each file that is valid JSON, by its path in the project; what is wrong with each goes to `problems`. */
export function readStaffFiles(files: DataFile[], base: string, problems: Problem[]): Map<string, StaffFile> {
  const kinds = actionTypes(base);
  const metaFor = (name: string) =>
    compiled(
      'meta',
      JSON.parse(readFileSync(join(base, 'schemas', 'meta', name), 'utf8')) as object,
      () => new Ajv({ allErrors: true, strict: false, verbose: true, discriminator: true, logger: false }),
    );
  const read = new Map<string, StaffFile>();
  for (const file of files) {
    const source = new SourceFile(file.rel, readFileSync(file.path, 'utf8'));
    const report: SayAt = (pointer, reason, offset) =>
      problems.push({
        file: file.rel,
        ...(offset === undefined ? source.at(pointer) : source.position(offset)),
        pointer,
        reason,
      });
    if (!isJson(source, report)) continue;
    const data: unknown = JSON.parse(source.text);
    read.set(file.rel, { file, source, data });
    checkMeta(file, data, metaFor(file.meta), kinds, report);
    kindOf(file.meta).alone?.(data, report);
  }
  return read;
}

/** Says the first syntax slip, or each key written twice in one group. */
function isJson(source: SourceFile, report: SayAt): boolean {
  if (source.errors.length || !source.tree) {
    for (const e of source.errors.slice(0, 1)) {
      const { reason, offset } = jsonSyntaxError(source.text, e);
      report('', reason, offset);
    }
    return false;
  }
  duplicateKeys(source.tree, [], (path, node, first) =>
    report(
      pointerOf(path),
      `"${String(node.children?.[0]?.value)}" appears twice in the same group (first on line ${source.position(first.offset).line}); only the last one would count, so one of the two edits would be lost.`,
      node.offset,
    ),
  );
  return true;
}

function checkMeta(
  file: DataFile,
  data: unknown,
  validate: ValidateFunction,
  kinds: string[],
  report: SayAt,
) {
  if (validate(data)) return;
  const kind = kindOf(file.meta);
  for (const e of validate.errors ?? []) {
    if (saidInWords(file.meta, e)) continue;
    const { pointer, reason } = plain(e, kinds);
    report(pointer, kind.say?.(e) ?? reason);
  }
}

function duplicateKeys(node: Node, path: Path, found: (path: Path, node: Node, first: Node) => void) {
  if (node.type === 'object') {
    const seen = new Map<string, Node>();
    for (const prop of node.children ?? []) {
      const name = String(prop.children?.[0]?.value);
      const first = seen.get(name);
      if (first) found([...path, name], prop, first);
      else seen.set(name, prop);
      if (prop.children?.[1]) duplicateKeys(prop.children[1], [...path, name], found);
    }
  } else if (node.type === 'array') node.children?.forEach((c, i) => duplicateKeys(c, [...path, i], found));
}
