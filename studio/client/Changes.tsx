// The review before hand-over: every staff file changed since the last commit, field by field in
// words, each with a frame of a page that shows it; then the hand-over, when git is there.
import { useEffect, useState } from 'react';
import type { ChangedFile, PreviewState } from '../shared/protocol';
import { api } from './api';
import { FieldChanges } from './FieldChanges';
import { Frame } from './Preview';

/**
 * The frame of a changed file: the first of its gallery states on a page that shows it (a page opened
 * at its plain address often has no data to show the change with), else that plain address.
 */
function ChangeFrame({ origin, file }: { origin: string; file: ChangedFile }) {
  const [states, setStates] = useState<PreviewState[]>();
  useEffect(() => {
    let live = true;
    api
      .file(file.file)
      .then((d) => live && setStates(d.states))
      .catch(() => live && setStates([]));
    return () => {
      live = false;
    };
  }, [file.file]);
  if (!states) return null;
  const onPage = (s: PreviewState) => file.framePaths.includes(s.framePath.split('?')[0] ?? '');
  const state =
    states.find((s) => onPage(s) && s.framePath.includes('?')) ??
    states.find(onPage) ??
    (file.framePaths[0] ? { title: file.framePaths[0], framePath: file.framePaths[0] } : undefined);
  if (!state) return null;
  return <Frame origin={origin} state={{ ...state, title: `${file.file}: ${state.title}` }} />;
}

function Handover({ onDone }: { onDone: () => void }) {
  const [available, setAvailable] = useState(false);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api
      .handoverAvailable()
      .then((r) => setAvailable(r.available))
      .catch(() => setAvailable(false));
  }, []);
  if (!available) return null;
  const send = async () => {
    setBusy(true);
    try {
      const r = await api.handover(message.trim());
      setResult(
        `Handed over on the branch ${r.branch} (commit ${r.commit.slice(0, 7)}). A developer can take it from there.`,
      );
      onDone();
    } catch (err) {
      setResult(`Not handed over: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="handover-title" className="st-handover">
      <h3 id="handover-title">Hand over</h3>
      <p>
        The saved files are checked once more, then put on a new branch with your message. Nothing is
        published.
      </p>
      <div className="sf-field">
        <label htmlFor="handover-message" className="sf-label">
          What changed, and why
        </label>
        <textarea
          id="handover-message"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="st-button st-primary"
        disabled={busy || message.trim() === ''}
        onClick={() => void send()}
      >
        Hand over
      </button>
      {result ? <p role="status">{result}</p> : null}
    </section>
  );
}

export function Changes({
  origin,
  saves,
  onOpen,
}: {
  origin: string;
  saves: number;
  onOpen: (file: string) => void;
}) {
  const [files, setFiles] = useState<ChangedFile[]>();
  const [trouble, setTrouble] = useState<string>();
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .changes()
      .then((r) => live && setFiles(r.files))
      .catch((err: unknown) => live && setTrouble(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [saves, reads]);
  return (
    <main id="editor" className="st-editor st-changes" aria-labelledby="changes-title">
      <h2 id="changes-title">Changes since the last commit</h2>
      {trouble ? <p role="alert">{trouble}</p> : null}
      {!files ? (
        <p role="status">Reading the changes…</p>
      ) : files.length === 0 ? (
        <p>No staff file has changed.</p>
      ) : (
        files.map((f) => (
          <section key={f.file} aria-labelledby={`change-${f.file}`} className="st-change">
            <h3 id={`change-${f.file}`}>
              <button type="button" className="st-link" onClick={() => onOpen(f.file)}>
                {f.file}
              </button>
            </h3>
            <FieldChanges caption={`What changed in ${f.file}`} captionHidden changes={f.changes} />
            <ChangeFrame origin={origin} file={f} />
          </section>
        ))
      )}
      <Handover onDone={() => setReads((n) => n + 1)} />
    </main>
  );
}
