// The fields a change and a later publish both changed, with both values. The change's editor keeps
// one value for each; the change then goes back to review, as no approval covers the new version.
import { useState } from 'react';
import type { FieldConflict, Pick } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call, q } from './teamApi';
import { useAction } from './useAction';
import { inWords } from '../FieldChanges';

const keyOf = (c: FieldConflict) => `${c.file} ${c.pointer}`;

export function Conflicts(props: {
  id: string;
  conflicts: FieldConflict[];
  mayResolve: boolean;
  onDone: () => unknown;
}) {
  const { id, conflicts, mayResolve } = props;
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const { busy, error, run } = useAction();
  if (!conflicts.length) return null;
  const complete = conflicts.every((c) => picks[keyOf(c)]);
  const keep = () =>
    void run(async () => {
      const chosen = conflicts.map((c) => ({ file: c.file, pointer: c.pointer, pick: picks[keyOf(c)] }));
      await call('POST', `/api/changes/${q(id)}/resolve`, { picks: chosen });
      await props.onDone();
    });
  return (
    <section className="tm-card" aria-labelledby="conflicts-title">
      <h2 id="conflicts-title">Changed meanwhile by another publish</h2>
      {conflicts.map((c) => (
        <fieldset key={keyOf(c)}>
          <legend>{`${c.file} ${c.pointer}`}</legend>
          {(['theirs', 'yours'] as const).map((side) => (
            <label key={side}>
              <input
                type="radio"
                name={keyOf(c)}
                disabled={!mayResolve}
                checked={picks[keyOf(c)] === side}
                onChange={() => setPicks((p) => ({ ...p, [keyOf(c)]: side }))}
              />
              {`${side === 'theirs' ? 'Published now' : 'This change'}: ${inWords(c[side])}`}
            </label>
          ))}
        </fieldset>
      ))}
      {mayResolve ? (
        <button type="button" disabled={busy || !complete} onClick={keep}>
          Keep the chosen values
        </button>
      ) : (
        <p className="tm-note">The change’s editor chooses which value stays.</p>
      )}
      <Refused error={error} />
    </section>
  );
}
