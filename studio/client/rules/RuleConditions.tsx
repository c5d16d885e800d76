// The "when" part of a rule row: its conditions, a button that adds one for a fact the row does not
// test yet, the check's messages, and what the server's table says of the row (an example of a case
// it wins, or why it never can).
import type { RuleRow } from '../../shared/protocol';
import { Condition } from './Condition';
import type { FactInfo } from './conditions';
import { exampleWords } from '../../shared/ruleWords';

type When = Record<string, unknown>;

const renamed = (when: When, from: string, to: string): When =>
  Object.fromEntries(Object.entries(when).map(([f, c]) => [f === from ? to : f, c]));

const without = (when: When, fact: string): When =>
  Object.fromEntries(Object.entries(when).filter(([f]) => f !== fact));

export function RuleConditions(props: {
  rowId: string;
  label: string;
  when: When;
  facts: FactInfo[];
  lock: boolean;
  firstMatch: boolean;
  server: RuleRow | undefined;
  errorsOf: (fact?: string) => string[];
  onWhen: (when: When) => void;
}) {
  const { rowId, label, when, facts, lock, server, errorsOf, onWhen } = props;
  const addCondition = () => {
    const fact = facts.find((f) => !(f.name in when));
    if (fact) onWhen({ ...when, [fact.name]: fact.known[0] ?? '' });
  };
  return (
    <>
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
            errors={errorsOf(fact)}
            disabled={lock}
            onFact={(name) => onWhen(renamed(when, fact, name))}
            onCondition={(c) => onWhen({ ...when, [fact]: c })}
            onRemove={() => onWhen(without(when, fact))}
          />
        ))}
      </ul>
      <button
        type="button"
        className="st-rule-btn"
        disabled={lock || facts.every((f) => f.name in when)}
        onClick={addCondition}
      >
        {`Add a condition to ${label.toLowerCase()}`}
      </button>
      {errorsOf().map((e, i) => (
        <div key={i} className="sf-error" role="alert">
          {e}
        </div>
      ))}
      {server?.example ? (
        <p className="st-muted st-rule-example">{exampleWords(server.example, props.firstMatch)}</p>
      ) : null}
      {server?.unreachable ? (
        <p className="st-rule-flag" role="note">
          {server.unreachable}
        </p>
      ) : null}
    </>
  );
}
