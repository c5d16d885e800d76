// The decision table of one rule list: an RJSF custom field (the studio's ArrayField gives it every
// array its contract marks as a rule list, studio/client/widgets.tsx). Each row shows its
// conditions as fact / operator / value (the facts and their known values from GET
// /studio/api/rules), its outcome (RJSF's own field for the `then` of the contract), and its
// comment; rows are added, moved and removed with buttons, a row the check finds can never win
// carries the check's own sentence, and "Show this" asks the server for the state in which the row
// wins (POST /studio/api/show).
//
// How the studio opens that state: the field calls `formContext.onShow(framePath, shown)` when the
// form's context has one; otherwise it dispatches a `studio:show` event on `window` whose `detail`
// is `{ framePath, note?, facts, path, pointer, row }` (SHOW_EVENT, ShowDetail below). The frame
// path opens on the preview server's origin.
import type { FieldProps, FieldPathList, RJSFSchema } from '@rjsf/utils';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RuleList, RuleRow } from '../../shared/protocol';
import { api, ApiError } from '../api';
import {
  fromEdited,
  NO_VALUE,
  OP_CHOICES,
  retarget,
  toEdited,
  type Edited,
  type FactInfo,
} from './conditions';
import './rules.css';

/** The event the table sends when a row's state is ready, for a studio without `onShow`. */
export const SHOW_EVENT = 'studio:show';

export interface ShowDetail {
  framePath: string;
  note?: string;
  facts: Record<string, unknown>;
  path: string;
  pointer: string;
  row: number;
}

interface Context {
  file?: string;
  onShow?: (framePath: string, detail: ShowDetail) => void;
}

type Row = { when?: Record<string, unknown>; then?: unknown; comment?: string } & Record<string, unknown>;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOfPath = (path: FieldPathList) => `#${path.map((p) => `/${escape(String(p))}`).join('')}`;

/** What the server's table says of a row, as far as the row is the one the form has now. */
const sameRow = (a: RuleRow | undefined, b: unknown) =>
  !!a &&
  isPlain(b) &&
  JSON.stringify(a.when) === JSON.stringify(b.when ?? {}) &&
  JSON.stringify(a.then) === JSON.stringify(b.then);

// One request per file at a time: every table of a file reads the same answer.
const inFlight = new Map<string, Promise<{ lists: RuleList[] }>>();
function readRules(file: string) {
  let request = inFlight.get(file);
  if (!request) {
    request = api.rules(file).finally(() => inFlight.delete(file));
    inFlight.set(file, request);
  }
  return request;
}

/** How long to wait after a change before asking: the draft reaches the server first. */
const ASK_AFTER_MS = 250;
const ASK_AGAIN_MS = 400;
const TRIES = 25;

/**
 * The server's table for this list, once it describes the rows the form has (the server reads the
 * draft the editor sends, which trails the form by a moment).
 */
function useServerList(file: string | undefined, pointer: string, rows: unknown[]) {
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
      readRules(file).then(
        (answer) => {
          if (stopped) return;
          const found = answer.lists.find((l) => l.pointer === pointer);
          setList(found);
          setFailed(undefined);
          const current = JSON.parse(key) as unknown[];
          const matches =
            found &&
            found.rows.length === current.length &&
            found.rows.every((r, i) => sameRow(r, current[i]));
          if (!matches && tries < TRIES) timer = setTimeout(ask, ASK_AGAIN_MS);
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
  }, [file, pointer, key]);
  return { list, failed };
}

/** One condition: fact, operator and value, each a control with its own accessible name. */
function Condition(props: {
  id: string;
  label: string;
  fact: string;
  condition: unknown;
  facts: FactInfo[];
  usedFacts: string[];
  errors: string[];
  disabled: boolean;
  onFact: (fact: string) => void;
  onCondition: (condition: unknown) => void;
  onRemove: () => void;
}) {
  const { id, label, fact, condition, facts, usedFacts, errors, disabled } = props;
  const info = facts.find((f) => f.name === fact);
  const shown = toEdited(condition);
  const [edited, setEdited] = useState<Edited>(shown);
  // Typing keeps its own text ("1," on the way to "1, 2"); a change from elsewhere replaces it.
  useEffect(() => {
    if (JSON.stringify(fromEdited(edited, info)) !== JSON.stringify(condition))
      setEdited(toEdited(condition));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(condition)]);
  const update = (next: Edited) => {
    setEdited(next);
    props.onCondition(fromEdited(next, info));
  };
  const choices = OP_CHOICES.some((c) => c.id === edited.op)
    ? OP_CHOICES
    : [...OP_CHOICES, { id: edited.op, words: edited.op }];
  const factNames = [...new Set([...facts.map((f) => f.name), fact])];
  const listId = `${id}-known`;
  return (
    <li className="st-rule-condition">
      <select
        id={`${id}-fact`}
        aria-label={`${label}: fact`}
        className="sf-input"
        value={fact}
        disabled={disabled}
        onChange={(e) => props.onFact(e.target.value)}
      >
        {factNames.map((name) => (
          <option key={name} value={name} disabled={name !== fact && usedFacts.includes(name)}>
            {name}
          </option>
        ))}
      </select>
      <select
        id={`${id}-op`}
        aria-label={`${label}: how`}
        className="sf-input"
        value={edited.op}
        disabled={disabled}
        onChange={(e) => update(retarget(edited, e.target.value, condition))}
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.words}
          </option>
        ))}
      </select>
      {NO_VALUE.has(edited.op) ? null : (
        <>
          <input
            id={`${id}-value`}
            aria-label={`${label}: value`}
            className="sf-input"
            list={info?.known.length ? listId : undefined}
            value={edited.text}
            disabled={disabled}
            aria-invalid={errors.length > 0 || undefined}
            onChange={(e) => update({ op: edited.op, text: e.target.value })}
          />
          {info?.known.length ? (
            <datalist id={listId}>
              {info.known.map((k) => (
                <option key={String(k)} value={String(k)} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
      <button type="button" className="st-rule-btn" disabled={disabled} onClick={props.onRemove}>
        {`Remove ${label.toLowerCase()}`}
      </button>
      {info?.description ? <p className="st-help">{info.description}</p> : null}
      {errors.length ? (
        <div className="sf-error" role="alert">
          {errors.map((e, i) => (
            <div key={i}>{e}</div>
          ))}
        </div>
      ) : null}
    </li>
  );
}

const errorsAt = (schema: unknown, path: (string | number)[]): string[] => {
  let node: unknown = schema;
  for (const key of path) node = isPlain(node) ? node[String(key)] : undefined;
  const errors = isPlain(node) ? node.__errors : undefined;
  return Array.isArray(errors) ? (errors as string[]) : [];
};

/** A case in which a row wins, in words: "Wins, for example, when orderStatus is 174 and isDelay is "0"." */
export function exampleWords(example: Record<string, unknown>, firstMatch: boolean): string {
  const parts = Object.entries(example).map(([fact, v]) =>
    v === null ? `${fact} has no value` : `${fact} is ${JSON.stringify(v)}`,
  );
  const verb = firstMatch ? 'Wins' : 'Holds';
  if (parts.length === 0) return `${verb} in every case${firstMatch ? ' the rules above leave' : ''}.`;
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${verb}, for example, when ${joined}.`;
}

/** Words for what the list's order means. */
function orderWords(list: RuleList | undefined): string {
  if (list?.firstMatch === false) return 'Every rule that fits adds its outcome.';
  const when = list?.choose ? ' when the action runs' : '';
  return `Rules are read from the top${when}; the first rule that fits wins.`;
}

export function RuleListField(props: FieldProps) {
  const {
    schema,
    formData,
    fieldPathId,
    registry,
    errorSchema,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const ctx = (registry.formContext ?? {}) as Context;
  const file = ctx.file;
  const rows: Row[] = useMemo(() => (Array.isArray(formData) ? (formData as Row[]) : []), [formData]);
  const pointer = pointerOfPath(fieldPathId.path);
  const { list, failed } = useServerList(file, pointer, rows);
  const [shows, setShows] = useState<Record<number, { said: string; error?: boolean }>>({});
  const headingId = useId();
  const lock = Boolean(disabled || readonly);

  const itemSchema = useMemo(() => {
    const items = isPlain(schema.items) ? (schema.items as RJSFSchema) : {};
    return registry.schemaUtils.retrieveSchema(items, undefined);
  }, [schema.items, registry.schemaUtils]);
  const thenSchema = isPlain(itemSchema.properties?.then)
    ? (itemSchema.properties.then as RJSFSchema)
    : undefined;
  const facts: FactInfo[] = list?.facts ?? [];
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const write = (next: Row[]) => onChange(next, fieldPathId.path);
  const change = (index: number, row: Row) => write(rowsRef.current.map((r, i) => (i === index ? row : r)));
  const move = (index: number, by: number) => {
    const next = rows.slice();
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row as Row);
    write(next);
    setShows({});
  };
  const remove = (index: number) => {
    write(rows.filter((_, i) => i !== index));
    setShows({});
  };
  const add = () => {
    const row: Row = { when: {} };
    write([...rows, row]);
  };

  const show = async (index: number) => {
    if (!file) return;
    setShows((s) => ({ ...s, [index]: { said: 'Building this state…' } }));
    try {
      const shown = await api.show(file, pointer, index);
      if ('reason' in shown) {
        setShows((s) => ({ ...s, [index]: { said: shown.reason, error: true } }));
        return;
      }
      const detail: ShowDetail = {
        framePath: shown.framePath,
        facts: shown.facts,
        path: file,
        pointer,
        row: index,
        ...(shown.note ? { note: shown.note } : {}),
      };
      const facts = Object.entries(shown.facts)
        .map(([k, v]) => `${k} ${v === undefined ? 'not given' : JSON.stringify(v)}`)
        .join(', ');
      setShows((s) => ({
        ...s,
        [index]: { said: `Shown with ${facts || 'the page as it is'}.${shown.note ? ` ${shown.note}` : ''}` },
      }));
      if (ctx.onShow) ctx.onShow(shown.framePath, detail);
      else window.dispatchEvent(new CustomEvent<ShowDetail>(SHOW_EVENT, { detail }));
    } catch (error) {
      const said = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setShows((s) => ({ ...s, [index]: { said, error: true } }));
    }
  };

  const title = schema.title ?? props.name;
  const settled =
    list !== undefined && list.rows.length === rows.length && list.rows.every((r, i) => sameRow(r, rows[i]));
  const SchemaField = registry.fields.SchemaField as (p: FieldProps) => ReactNode;

  return (
    <section className="st-rules" aria-labelledby={headingId}>
      <h3 id={headingId} className="st-rules__title">
        {title}
      </h3>
      {schema.description ? <p className="st-help">{schema.description}</p> : null}
      <p className="st-help">{orderWords(list)}</p>
      {failed ? <p className="st-warn">{`The rules' facts could not be read: ${failed}`}</p> : null}
      <table className="st-rules__table">
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">When all of these hold, then</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const label = `Rule ${index + 1}`;
            const when = isPlain(row.when) ? row.when : {};
            const server = settled ? list.rows[index] : undefined;
            const rowId = `${fieldPathId.$id}_${index}`;
            const setWhen = (next: Record<string, unknown>) => change(index, { ...row, when: next });
            const shown = shows[index];
            return (
              <tr key={index} className={server?.unreachable ? 'st-rule st-rule--never' : 'st-rule'}>
                <th scope="row" className="st-rule-head">
                  <div>
                    {label}
                    {server ? <span className="st-muted">{` line ${server.line}`}</span> : null}
                  </div>
                  <div className="st-rule-order">
                    <button
                      type="button"
                      className="st-rule-btn"
                      disabled={lock || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {`Move ${label.toLowerCase()} up`}
                    </button>
                    <button
                      type="button"
                      className="st-rule-btn"
                      disabled={lock || index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {`Move ${label.toLowerCase()} down`}
                    </button>
                    <button
                      type="button"
                      className="st-rule-btn"
                      disabled={lock}
                      onClick={() => remove(index)}
                    >
                      {`Remove ${label.toLowerCase()}`}
                    </button>
                    <button
                      type="button"
                      className="st-rule-btn st-rule-btn--show"
                      disabled={!file || !settled}
                      aria-label={`Show this: ${label.toLowerCase()}`}
                      onClick={() => void show(index)}
                    >
                      Show this
                    </button>
                    {shown ? (
                      <p className={shown.error ? 'st-rule-flag' : 'st-muted'} role="status">
                        {shown.said}
                      </p>
                    ) : null}
                  </div>
                </th>
                <td>
                  <p className="st-rule-part">When</p>
                  {Object.keys(when).length === 0 ? <p className="st-muted">Every case</p> : null}
                  <ul className="st-rule-conditions">
                    {Object.entries(when).map(([fact, condition], k) => (
                      <Condition
                        key={`${k}-${fact}`}
                        id={`${rowId}_when_${k}`}
                        label={`${label}, condition ${k + 1}`}
                        fact={fact}
                        condition={condition}
                        facts={facts}
                        usedFacts={Object.keys(when)}
                        errors={errorsAt(errorSchema, [index, 'when', fact])}
                        disabled={lock}
                        onFact={(name) =>
                          setWhen(
                            Object.fromEntries(
                              Object.entries(when).map(([f, c]) => [f === fact ? name : f, c]),
                            ),
                          )
                        }
                        onCondition={(c) => setWhen({ ...when, [fact]: c })}
                        onRemove={() =>
                          setWhen(Object.fromEntries(Object.entries(when).filter(([f]) => f !== fact)))
                        }
                      />
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="st-rule-btn"
                    disabled={lock || facts.every((f) => f.name in when)}
                    onClick={() => {
                      const fact = facts.find((f) => !(f.name in when));
                      if (fact) setWhen({ ...when, [fact.name]: fact.known[0] ?? '' });
                    }}
                  >
                    {`Add a condition to ${label.toLowerCase()}`}
                  </button>
                  {errorsAt(errorSchema, [index, 'when']).map((e, i) => (
                    <div key={i} className="sf-error" role="alert">
                      {e}
                    </div>
                  ))}
                  {server?.example ? (
                    <p className="st-muted st-rule-example">
                      {exampleWords(server.example, list?.firstMatch !== false)}
                    </p>
                  ) : null}
                  {server?.unreachable ? (
                    <p className="st-rule-flag" role="note">
                      {server.unreachable}
                    </p>
                  ) : null}
                  {/* RJSF's own field names itself ("Then", the contract's title). */}
                  {thenSchema ? (
                    <SchemaField
                      {...props}
                      name="then"
                      schema={thenSchema}
                      uiSchema={{}}
                      formData={row.then}
                      errorSchema={
                        (isPlain(errorSchema?.[index]) ? errorSchema?.[index]?.then : undefined) as never
                      }
                      fieldPathId={{ $id: `${rowId}_then`, path: [...fieldPathId.path, index, 'then'] }}
                      required={false}
                      disabled={lock}
                      onChange={onChange}
                      onBlur={onBlur}
                      onFocus={onFocus}
                    />
                  ) : (
                    <textarea
                      aria-label={`${label}: then (JSON)`}
                      placeholder="then (JSON)"
                      className="sf-input"
                      defaultValue={JSON.stringify(row.then)}
                      disabled={lock}
                      onChange={(e) => {
                        try {
                          change(index, { ...row, then: JSON.parse(e.target.value) as unknown });
                        } catch {
                          // Half-typed JSON: the row keeps its outcome until the text is JSON again.
                        }
                      }}
                    />
                  )}
                  <label className="st-rule-part" htmlFor={`${rowId}_comment`}>
                    Note
                  </label>
                  <input
                    id={`${rowId}_comment`}
                    aria-label={`${label}: note`}
                    className="sf-input"
                    value={typeof row.comment === 'string' ? row.comment : ''}
                    disabled={lock}
                    onChange={(e) => {
                      const next: Row = { ...row, comment: e.target.value };
                      if (e.target.value === '') delete next.comment;
                      change(index, next);
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="st-rule-btn" disabled={lock} onClick={add}>
        {`Add a rule to ${title}`}
      </button>
    </section>
  );
}
