// Editing a staff file on a change: pick the file, then change it in the form of the `npm start`
// studio, or as text and save. A text's save carries the commit the text was read at, so a change
// that moved on meanwhile is never overwritten.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ChangeText, TeamFile } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call, q } from './teamApi';
import { useAction } from './useAction';

// The form editor brings RJSF and its validator: loaded when someone edits, not at sign-in.
const FormEditor = lazy(() => import('./FormEditor').then((m) => ({ default: m.FormEditor })));

export function FileText({ id, onSaved }: { id: string; onSaved: () => unknown }) {
  const [files, setFiles] = useState<TeamFile[]>([]);
  const [path, setPath] = useState('');
  const [loaded, setLoaded] = useState<ChangeText>();
  const [text, setText] = useState('');
  const [how, setHow] = useState<'form' | 'text'>('form');
  /** Saves made as text: the form opens again on the change as they left it. */
  const [textSaves, setTextSaves] = useState(0);
  const load = useAction();
  const fileId = useId();
  const save = useAction();
  useEffect(() => {
    void load.run(async () => setFiles((await call<{ files: TeamFile[] }>('GET', '/api/files')).files));
    // Once, on opening: the list of staff files does not change under a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const open = (file: string) => {
    setPath(file);
    setLoaded(undefined);
    if (!file) return;
    void load.run(async () => {
      const read = await call<ChangeText>('GET', `/api/changes/${q(id)}/text?path=${q(file)}`);
      setLoaded(read);
      setText(read.text);
    });
  };
  const submit = () =>
    void save.run(async () => {
      const saved = await call<{ commit: string }>('PUT', `/api/changes/${q(id)}/text`, {
        path,
        text,
        parent: loaded?.commit,
      });
      if (loaded) setLoaded({ ...loaded, text, commit: saved.commit });
      setTextSaves((n) => n + 1);
      await onSaved();
    });
  return (
    <section className="tm-card" aria-labelledby="edit-title">
      <h2 id="edit-title">Edit a file</h2>
      <label htmlFor={fileId}>File</label>
      <select id={fileId} value={path} onChange={(e) => open(e.target.value)}>
        <option value="">Choose a file…</option>
        {[...files]
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((f) => (
            <option key={f.file} value={f.file}>
              {f.title}
            </option>
          ))}
      </select>
      {path ? <p className="tm-muted">{path}</p> : null}
      {path ? (
        <fieldset className="tm-how">
          <legend>Edit it</legend>
          <label>
            <input
              type="radio"
              name={`${fileId}-how`}
              checked={how === 'form'}
              onChange={() => setHow('form')}
            />
            In the form
          </label>
          <label>
            <input
              type="radio"
              name={`${fileId}-how`}
              checked={how === 'text'}
              onChange={() => {
                setHow('text');
                open(path);
              }}
            />
            As text
          </label>
        </fieldset>
      ) : null}
      <Refused error={load.error} />
      {path && how === 'form' ? (
        <Suspense fallback={<p className="tm-note">Opening the form…</p>}>
          <FormEditor key={`${path} ${textSaves}`} id={id} path={path} onSaved={onSaved} />
        </Suspense>
      ) : null}
      {loaded && how === 'text' ? (
        <>
          <label>
            {`Text of ${loaded.file}`}
            <textarea rows={18} value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="button" disabled={save.busy || text === loaded.text} onClick={submit}>
            {save.busy ? 'Saving…' : 'Save'}
          </button>
          <Refused error={save.error} />
        </>
      ) : null}
    </section>
  );
}
