// The server's decision table for one rule list (GET /studio/api/rules), read again until it
// describes the rows the form has: the server reads the draft the editor sends, which trails the
// form by a moment.
import { useEffect, useState } from 'react';
import { isObject } from '../../../tools/staff/json';
import type { RuleList, RuleRow } from '../../shared/protocol';
import { useApi, type StudioApiClient } from '../api';

/** What the server's table says of a row, as far as the row is the one the form has now. */
export const sameRow = (a: RuleRow | undefined, b: unknown) =>
  !!a &&
  isObject(b) &&
  JSON.stringify(a.when) === JSON.stringify(b.when ?? {}) &&
  JSON.stringify(a.then) === JSON.stringify(b.then);

/** Whether the server's list is the one the form has, row for row. */
export const describes = (list: RuleList | undefined, rows: unknown[]): list is RuleList =>
  list !== undefined && list.rows.length === rows.length && list.rows.every((r, i) => sameRow(r, rows[i]));

// One request per file at a time: every table of a file reads the same answer.
const inFlight = new WeakMap<StudioApiClient, Map<string, Promise<{ lists: RuleList[] }>>>();
function readRules(api: StudioApiClient, file: string) {
  const mine = inFlight.get(api) ?? new Map<string, Promise<{ lists: RuleList[] }>>();
  inFlight.set(api, mine);
  let request = mine.get(file);
  if (!request) {
    request = api.rules(file).finally(() => mine.delete(file));
    mine.set(file, request);
  }
  return request;
}

/** How long to wait after a change before asking: the draft reaches the server first. */
const ASK_AFTER_MS = 250;
const ASK_AGAIN_MS = 400;
const TRIES = 25;

export function useServerList(file: string | undefined, pointer: string, rows: unknown[]) {
  const api = useApi();
  const [list, setList] = useState<RuleList>();
  const [failed, setFailed] = useState<string>();
  const key = JSON.stringify(rows);
  useEffect(() => {
    if (!file) return;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const ask = () => {
      tries += 1;
      readRules(api, file).then(
        (answer) => {
          if (stopped) return;
          const found = answer.lists.find((l) => l.pointer === pointer);
          setList(found);
          setFailed(undefined);
          if (!describes(found, JSON.parse(key) as unknown[]) && tries < TRIES)
            timer = setTimeout(ask, ASK_AGAIN_MS);
        },
        (error: unknown) => {
          if (!stopped) setFailed(error instanceof Error ? error.message : String(error));
        },
      );
    };
    timer = setTimeout(ask, tries === 0 && list === undefined ? 0 : ASK_AFTER_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `list` only tells the first read from later ones; it must not start a read itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, file, pointer, key]);
  return { list, failed };
}
