// The decision table of one rule list: an RJSF custom field (the studio's ArrayField gives it every
// array its contract marks as a rule list, studio/client/form/fields.tsx). Each row shows its
// conditions as fact / operator / value (the facts and their known values from GET
// /studio/api/rules), its outcome (RJSF's own field for the `then` of the contract), and its
// comment; rows are added, moved and removed with buttons, a row the check finds can never win
// carries the check's own sentence, and "Show this" asks the server for the state in which the row
// wins (showRow.ts).
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useId, useMemo, useRef } from 'react';
import { isObject, pointerOf } from '../../../tools/staff/json';
import type { FactInfo } from './conditions';
import { RuleConditions } from './RuleConditions';
import { RuleOutcome } from './RuleOutcome';
import { errorsAt, type Row } from './ruleRow';
import { RuleRowHead } from './RuleRowHead';
import { orderWords, outcomeWords } from '../../shared/ruleWords';
import { describes, useServerList } from './serverList';
import { useShowRow, type OnShow } from './showRow';
import './rules.css';

interface Context {
  file?: string;
  onShow?: OnShow;
}

/** The list's rows, and the edits the table's buttons make to them. */
function useRows(props: FieldProps, forget: () => void) {
  const { formData, fieldPathId, onChange } = props;
  const rows: Row[] = useMemo(() => (Array.isArray(formData) ? (formData as Row[]) : []), [formData]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const write = (next: Row[]) => onChange(next, fieldPathId.path);
  return {
    rows,
    change: (index: number, row: Row) => write(rowsRef.current.map((r, i) => (i === index ? row : r))),
    move: (index: number, by: number) => {
      const next = rows.slice();
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row as Row);
      write(next);
      forget();
    },
    remove: (index: number) => {
      write(rows.filter((_, i) => i !== index));
      forget();
    },
    add: () => write([...rows, { when: {} }]),
  };
}

/** The contract's schema for a row's `then`, where it has one. */
function useThenSchema({ schema, registry }: FieldProps): RJSFSchema | undefined {
  const itemSchema = useMemo(() => {
    const items = isObject(schema.items) ? (schema.items as RJSFSchema) : {};
    return registry.schemaUtils.retrieveSchema(items, undefined);
  }, [schema.items, registry.schemaUtils]);
  const then = itemSchema.properties?.then;
  return isObject(then) ? (then as RJSFSchema) : undefined;
}

export function RuleListField(props: FieldProps) {
  const { schema, fieldPathId, registry, errorSchema } = props;
  const ctx = (registry.formContext ?? {}) as Context;
  const file = ctx.file;
  const pointer = `#${pointerOf(fieldPathId.path)}`;
  const { shows, show, forget } = useShowRow(file, pointer, ctx.onShow);
  const { rows, change, move, remove, add } = useRows(props, forget);
  const { list, failed } = useServerList(file, pointer, rows);
  const headingId = useId();
  const lock = Boolean(props.disabled || props.readonly);
  const thenSchema = useThenSchema(props);
  const facts: FactInfo[] = list?.facts ?? [];
  const title = schema.title ?? props.name;
  const settled = describes(list, rows);

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
            const server = settled ? list.rows[index] : undefined;
            const rowId = `${fieldPathId.$id}_${index}`;
            const when = isObject(row.when) ? row.when : {};
            return (
              <tr key={index} className={server?.unreachable ? 'st-rule st-rule--never' : 'st-rule'}>
                <RuleRowHead
                  label={label}
                  decides={outcomeWords(row.then)}
                  server={server}
                  first={index === 0}
                  last={index === rows.length - 1}
                  lock={lock}
                  canShow={Boolean(file) && settled}
                  shown={shows[index]}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                  onShow={() => void show(index)}
                />
                <td>
                  <RuleConditions
                    rowId={rowId}
                    label={label}
                    when={when}
                    facts={facts}
                    lock={lock}
                    firstMatch={list?.firstMatch !== false}
                    server={server}
                    errorsOf={(fact) => errorsAt(errorSchema, fact ? [index, 'when', fact] : [index, 'when'])}
                    onWhen={(next) => change(index, { ...row, when: next })}
                  />
                  <RuleOutcome
                    field={props}
                    thenSchema={thenSchema}
                    index={index}
                    rowId={rowId}
                    label={label}
                    row={row}
                    lock={lock}
                    onRow={(next) => change(index, next)}
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
