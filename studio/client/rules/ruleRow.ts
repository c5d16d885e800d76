// A row of a rule list as the form holds it, and the check's messages at a place in it.
import { isObject } from '../../../tools/staff/json';

export type Row = { when?: Record<string, unknown>; then?: unknown; comment?: string } & Record<
  string,
  unknown
>;

/** The messages RJSF's error schema holds at `path`. */
export function errorsAt(schema: unknown, path: (string | number)[]): string[] {
  let node: unknown = schema;
  for (const key of path) node = isObject(node) ? node[String(key)] : undefined;
  const errors = isObject(node) ? node.__errors : undefined;
  return Array.isArray(errors) ? (errors as string[]) : [];
}
