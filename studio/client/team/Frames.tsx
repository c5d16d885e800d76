// The app before and after a change, side by side in phone frames, in every state the change touches:
// each rule row it makes or changes in the state in which the row wins, the gallery's scenarios of the
// pages that read its files, then those pages' plain addresses. Each version is a real build served with
// the sandbox; while one is being built the page says so and asks again. Shown when the person asks.
import { useMemo, useState } from 'react';
import type { ChangeFrames, FrameState, PreviewStatus } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call, q } from './teamApi';
import { usePolled } from './usePolled';

const AGAIN_MS = 2000;

const againWhileBuilding = (f: ChangeFrames) =>
  f.before.state === 'building' || f.after.state === 'building' ? AGAIN_MS : undefined;

/** Where a version's frames are served: the studio's own host, on the version's port. */
const originOf = (port: number) => `${window.location.protocol}//${window.location.hostname}:${port}`;

function Frame({ label, status, state }: { label: string; status: PreviewStatus; state: FrameState }) {
  return (
    <figure className="tm-frame">
      <figcaption>{label}</figcaption>
      {status.state === 'ready' ? (
        <iframe
          src={`${originOf(status.port)}${state.framePath}`}
          title={`${label}: ${state.title}`}
          loading="lazy"
        />
      ) : null}
    </figure>
  );
}

function Waiting({ frames }: { frames: ChangeFrames }) {
  const failed = [frames.before, frames.after].flatMap((s) => (s.state === 'failed' ? [s.reason] : []));
  if (failed.length) return <Refused error={failed.join(' ')} />;
  return (
    <p className="tm-note" role="status">
      Preparing the frames: each version is built as a publish would build it, which takes a minute or so.
    </p>
  );
}

export function Frames({ id, head }: { id: string; head: string }) {
  // Asked for by the person, not on every view: each version's frames are a build the server makes
  // (usually made already, as a submit starts them).
  const [shown, setShown] = useState(false);
  const ask = useMemo(
    () => (shown ? () => call<ChangeFrames>('GET', `/api/changes/${q(id)}/frames`) : undefined),
    // A new head is a new version to frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, head, shown],
  );
  const { value: frames, error } = usePolled(ask, againWhileBuilding);
  const ready = frames?.before.state === 'ready' && frames.after.state === 'ready';
  return (
    <section aria-labelledby="frames-title">
      <h2 id="frames-title">Before and after</h2>
      {shown ? null : (
        <button type="button" onClick={() => setShown(true)}>
          Show the app before and after this change
        </button>
      )}
      <Refused error={error} />
      {frames && !ready ? <Waiting frames={frames} /> : null}
      {frames && ready
        ? frames.states.map((state) => (
            <div className="tm-frames" key={state.framePath}>
              <h3>{state.title}</h3>
              {state.note ? <p className="tm-note">{state.note}</p> : null}
              <div className="tm-pair">
                <Frame label="Before" status={frames.before} state={state} />
                <Frame label="After" status={frames.after} state={state} />
              </div>
            </div>
          ))
        : null}
    </section>
  );
}
