// What the signed-in person may do with a change now, by their roles and the change's state. The
// server checks every action again; these are only the buttons that make sense to show.
import { useState } from 'react';
import type { ChangeDetail, Role, TeamAccount } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call, q } from './teamApi';
import { useAction } from './useAction';
import { roleWords } from './words';

interface Props {
  change: ChangeDetail;
  account: TeamAccount;
  onDone: () => unknown;
}

/** A sentence and a button that sends it: submitting, sending back, commenting. */
function Said(props: { label: string; button: string; path: string; field: string; onDone: () => unknown }) {
  const [text, setText] = useState('');
  const { busy, error, run } = useAction();
  const send = () =>
    void run(async () => {
      await call('POST', props.path, { [props.field]: text });
      setText('');
      await props.onDone();
    });
  return (
    <div className="tm-card">
      <label>
        {props.label}
        <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" disabled={busy || !text.trim()} onClick={send}>
        {props.button}
      </button>
      <Refused error={error} />
    </div>
  );
}

function Press(props: { button: string; path: string; body?: unknown; onDone: () => unknown }) {
  const { busy, error, run } = useAction();
  // Reloaded after a refusal too: a publish stopped by a conflict shows the conflict on the change.
  const press = () => void run(() => call('POST', props.path, props.body ?? {})).then(() => props.onDone());
  return (
    <div>
      <button type="button" disabled={busy} onClick={press}>
        {busy ? `${props.button}…` : props.button}
      </button>
      <Refused error={error} />
    </div>
  );
}

export function ChangeActions({ change, account, onDone }: Props) {
  const base = `/api/changes/${q(change.id)}`;
  const can = (action: string) => account.can.includes(action);
  const own = change.author === account.name;
  const inReview = change.state === 'submitted';
  const approvingRoles = change.approval.missing.filter((r: Role) => account.roles.includes(r));
  return (
    <section aria-label="What you can do">
      {change.state === 'editing' && own && can('change.submit') ? (
        <Said
          label="What this change does, for the reviewers"
          button="Submit for review"
          path={`${base}/submit`}
          field="summary"
          onDone={onDone}
        />
      ) : null}
      {inReview && !own && can('change.approve')
        ? approvingRoles.map((role) => (
            <Press
              key={role}
              button={`Approve as ${roleWords(role)}`}
              path={`${base}/approve`}
              body={{ as: role }}
              onDone={onDone}
            />
          ))
        : null}
      {inReview && !own && can('change.sendBack') ? (
        <Said
          label="What must change before it is approved"
          button="Send back"
          path={`${base}/send-back`}
          field="text"
          onDone={onDone}
        />
      ) : null}
      {inReview && change.approval.complete && can('change.publish') ? (
        <Press button="Publish" path={`${base}/publish`} onDone={onDone} />
      ) : null}
      {change.state !== 'published' && can('change.comment') ? (
        <Said label="A comment" button="Comment" path={`${base}/comments`} field="text" onDone={onDone} />
      ) : null}
    </section>
  );
}
