// One change: what it changes field by field (old → new), who has approved it and who still must,
// its comments, and what the signed-in person may do with it now.
import { useCallback, useEffect, useState } from 'react';
import type { ChangeDetail, FieldConflict, TeamAccount } from '../../shared/teamProtocol';
import { FieldChanges } from '../FieldChanges';
import { ChangeActions } from './ChangeActions';
import { Conflicts } from './Conflicts';
import { FileText } from './FileText';
import { Frames } from './Frames';
import { Refused } from './Refused';
import { call, q } from './teamApi';
import { roleWords, stateWords } from './words';

function WhatItChanges({ change }: { change: ChangeDetail }) {
  if (!change.files.length) return <p className="tm-note">Nothing is changed yet.</p>;
  return (
    <>
      {change.files.map(({ file, changes }) => (
        <FieldChanges key={file} caption={file} changes={changes} />
      ))}
    </>
  );
}

function Approvals({ change }: { change: ChangeDetail }) {
  const { given, missing } = change.approval;
  return (
    <section aria-labelledby="approvals-title">
      <h2 id="approvals-title">Approvals</h2>
      <ul className="tm-list">
        {given.map((a) => (
          <li key={`${a.name}-${a.role}`}>{`Approved by ${a.name} as ${roleWords(a.role)}`}</li>
        ))}
        {missing.map((role) => (
          <li key={role}>{`Waiting for a ${roleWords(role)}`}</li>
        ))}
      </ul>
    </section>
  );
}

function Comments({ change }: { change: ChangeDetail }) {
  if (!change.comments.length) return null;
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      <ul className="tm-list">
        {change.comments.map((c, i) => (
          <li key={i}>
            <strong>{c.name}</strong>
            {c.sentBack ? ' sent it back' : ''}
            {c.file ? ` on ${c.file}${c.pointer ? ` ${c.pointer}` : ''}` : ''}: {c.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ChangeView({
  id,
  account,
  go,
}: {
  id: string;
  account: TeamAccount;
  go: (to: string) => void;
}) {
  const [change, setChange] = useState<ChangeDetail>();
  const [conflicts, setConflicts] = useState<FieldConflict[]>([]);
  const [error, setError] = useState<string>();
  const reload = useCallback(
    () =>
      Promise.all([
        call<ChangeDetail>('GET', `/api/changes/${q(id)}`),
        call<{ conflicts: FieldConflict[] }>('GET', `/api/changes/${q(id)}/conflicts`),
      ]).then(
        ([c, found]) => {
          setChange(c);
          setConflicts(found.conflicts);
        },
        (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
      ),
    [id],
  );
  useEffect(() => void reload(), [reload]);
  if (!change) return error ? <Refused error={error} /> : <p className="tm-note">Loading the change…</p>;
  const editing =
    change.state === 'editing' && change.author === account.name && account.can.includes('change.edit');
  return (
    <article aria-labelledby="change-title">
      <p>
        <a href="#/changes" onClick={() => go('changes')}>
          All changes
        </a>
      </p>
      <h1 id="change-title">{change.title}</h1>
      <p className="tm-muted">{`Opened by ${change.author}; ${stateWords(change.state)}.`}</p>
      {change.submitted ? <p>{change.submitted.summary}</p> : null}
      <h2>What it changes</h2>
      <WhatItChanges change={change} />
      {editing ? <FileText id={id} onSaved={reload} /> : null}
      <Conflicts
        id={id}
        conflicts={conflicts}
        mayResolve={change.author === account.name && account.can.includes('change.edit')}
        onDone={reload}
      />
      <Approvals change={change} />
      <Comments change={change} />
      <ChangeActions change={change} account={account} onDone={reload} />
      {/* Last, so the frames arriving never move a button a person is about to press. */}
      {change.state === 'submitted' && change.files.length ? <Frames id={id} head={change.head} /> : null}
    </article>
  );
}
