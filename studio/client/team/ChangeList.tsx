// Every change, newest first, with its state; an editor opens a new one here.
import { useEffect, useState, type FormEvent } from 'react';
import type { ChangeRecord, TeamAccount } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call } from './teamApi';
import { useAction } from './useAction';
import { stateWords } from './words';

function OpenChange({ go }: { go: (to: string) => void }) {
  const [title, setTitle] = useState('');
  const { busy, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const opened = await call<ChangeRecord>('POST', '/api/changes', { title });
      go(`changes/${opened.id}`);
    });
  };
  return (
    <form className="tm-card" onSubmit={submit}>
      <label>
        What the change is for
        <input value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={120} />
      </label>
      <button type="submit" disabled={busy}>
        Open a change
      </button>
      <Refused error={error} />
    </form>
  );
}

export function ChangeList({ account, go }: { account: TeamAccount; go: (to: string) => void }) {
  const [changes, setChanges] = useState<ChangeRecord[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    call<{ changes: ChangeRecord[] }>('GET', '/api/changes').then(
      (a) => setChanges(a.changes),
      (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
    );
  }, []);
  return (
    <section aria-labelledby="changes-title">
      <h1 id="changes-title">Changes</h1>
      {account.can.includes('change.open') ? <OpenChange go={go} /> : null}
      <Refused error={error} />
      {changes === undefined && !error ? <p className="tm-note">Loading the changes…</p> : null}
      {changes?.length === 0 ? <p className="tm-note">No change has been opened yet.</p> : null}
      <ul className="tm-list">
        {[...(changes ?? [])].reverse().map((c) => (
          <li key={c.id}>
            <a href={`#/changes/${c.id}`}>{c.title}</a>
            <span className="tm-muted">{` by ${c.author}, ${stateWords(c.state)}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
