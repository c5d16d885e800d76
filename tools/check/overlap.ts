// Meta-schema and contract errors that a part of the check already says in plainer words of its
// own: the check drops these so that one mistake is one line.
import type { ErrorObject } from 'ajv';
import { unescapeSegment } from '../staff/json.ts';
import { isOpeningParams } from './params.ts';
import { blankOutcome } from './values.ts';

export function saidInWords(meta: string, e: ErrorObject): boolean {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((p) => unescapeSegment(p));
  // A message the code reads: tools/check/messages.ts says when the app shows it.
  if (meta === 'messages.schema.json' && e.keyword === 'required' && path.length === 0) return true;
  // An empty text: tools/check/values.ts says what would show blank.
  if (e.keyword === 'minLength' && typeof e.data === 'string' && e.data.trim() === '')
    return blankOutcome(meta, path) !== undefined;
  // An opening's parameter not written "{page.name}": tools/check/params.ts says how to write it.
  if (e.keyword === 'pattern' && path.length > 1 && isOpeningParams(path.slice(0, -1))) return true;
  // A limit out of its range: tools/check/values.ts says the range and what the limit is.
  return (e.keyword === 'minimum' || e.keyword === 'maximum') && path.length === 2 && path[0] === 'limits';
}
