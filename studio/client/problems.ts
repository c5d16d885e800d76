// The check's problems where staff look for them: those of the open file beside the field their
// pointer names (as RJSF's extra errors), the others in a list.
import type { ErrorSchema } from '@rjsf/utils';
import type { Problem } from '../shared/protocol';
import { pointerPath } from './contract';

export const isMistake = (p: Problem) => p.severity !== 'warning';

/** How a warning reads beside its field, so the field is not marked as wrong for it. */
export const WARNING = 'Warning: ';

/** The messages of a field that are mistakes (its warnings left out). */
export const mistakesOf = (messages: string[] | undefined) =>
  (messages ?? []).filter((m) => !m.startsWith(WARNING));

/** The problems of `file`, keyed by the field their pointer names, in the check's own sentences. */
export function errorSchemaOf(problems: Problem[], file: string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    if (p.file !== file) continue;
    let at = root;
    for (const part of pointerPath(p.pointer)) {
      at[part] ??= {};
      at = at[part] as Record<string, unknown>;
    }
    const errors = (at.__errors ??= []) as string[];
    errors.push(isMistake(p) ? p.reason : `${WARNING}${p.reason}`);
  }
  return root as ErrorSchema;
}

/** "schemas/screens/repayment.json:12:5 #/texts/title: sentence", as the check prints it. */
export const problemLine = (p: Problem) => `${p.file}:${p.line}:${p.column} ${p.pointer || '#'}: ${p.reason}`;
