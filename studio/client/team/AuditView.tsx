// The audit, newest last, with the server's verdict on its chain of hashes.
import { useEffect, useState } from 'react';
import type { AuditLine, AuditVerdict } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call } from './teamApi';

interface Answer {
  verdict: AuditVerdict;
  entries: AuditLine[];
}

const verdictWords = (v: AuditVerdict) =>
  v.ok
    ? `The audit is whole: ${v.count} entries, none edited or removed.`
    : `The audit was tampered with at entry ${v.entry}: ${v.reason}`;

export function AuditView() {
  const [answer, setAnswer] = useState<Answer>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    call<Answer>('GET', '/api/audit?limit=1000').then(setAnswer, (err: unknown) =>
      setError(err instanceof Error ? err.message : String(err)),
    );
  }, []);
  if (!answer) return error ? <Refused error={error} /> : <p className="tm-note">Loading the audit…</p>;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <p role="status">{verdictWords(answer.verdict)}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Change</th>
            <th scope="col">Files</th>
            <th scope="col">Commit</th>
          </tr>
        </thead>
        <tbody>
          {answer.entries.map((e) => (
            <tr key={e.seq}>
              <td>{e.at}</td>
              <td>{e.who}</td>
              <td>{e.action}</td>
              <td>{e.change ?? ''}</td>
              <td>{(e.files ?? []).join(', ')}</td>
              <td>{e.commit?.slice(0, 7) ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
