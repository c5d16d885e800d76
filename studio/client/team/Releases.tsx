// The releases, newest first: which one visitors are served, and a button that puts an earlier one
// back (main gets the revert, so the next publish does not bring the change back).
import { useCallback, useEffect, useState } from 'react';
import type { ReleaseList, TeamAccount } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call, q } from './teamApi';
import { useAction } from './useAction';

export function Releases({ account }: { account: TeamAccount }) {
  const [releases, setReleases] = useState<ReleaseList['releases']>();
  const [error, setError] = useState<string>();
  const restore = useAction();
  const reload = useCallback(
    () =>
      call<ReleaseList>('GET', '/api/releases').then(
        (a) => setReleases(a.releases),
        (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
      ),
    [],
  );
  useEffect(() => void reload(), [reload]);
  if (!releases) return error ? <Refused error={error} /> : <p className="tm-note">Loading the releases…</p>;
  const putBack = (commit: string) =>
    void restore.run(async () => {
      await call('POST', `/api/releases/${q(commit)}/restore`, {});
      await reload();
    });
  return (
    <section aria-labelledby="releases-title">
      <h1 id="releases-title">Releases</h1>
      {releases.length === 0 ? (
        <p className="tm-note">Nothing has been published from the studio yet.</p>
      ) : null}
      <Refused error={restore.error} />
      <ul className="tm-list">
        {releases.map((r) => (
          <li key={r.commit}>
            <strong>{r.kind === 'restore' ? `Put back: ${r.title}` : r.title}</strong>
            <span className="tm-muted">{` ${r.commit.slice(0, 7)}, by ${r.by}, ${r.at}`}</span>
            {r.current ? (
              <span className="tm-badge">Live now</span>
            ) : account.can.includes('release.restore') ? (
              <button type="button" disabled={restore.busy} onClick={() => putBack(r.commit)}>
                {`Put back ${r.commit.slice(0, 7)}`}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
