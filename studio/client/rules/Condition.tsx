// One condition of a rule row: fact, operator and value, each a control with its own accessible name;
// the value offers the fact's known values (from the server's table) as suggestions.
import { useEffect, useState } from 'react';
import {
  fromEdited,
  NO_VALUE,
  OP_CHOICES,
  retarget,
  toEdited,
  type Edited,
  type FactInfo,
} from './conditions';

/** One condition: fact, operator and value, each a control with its own accessible name. */
export function Condition(props: {
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
