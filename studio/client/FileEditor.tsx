// The editor of one staff file: its form (generated from its contract), the same file as raw JSON,
// or a Markdown text; every change is checked as a draft and shown in the preview frames, and the
// file can be saved once the check finds no mistake in it.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { patchJson } from '../shared/jsonPatch';
import type { FileData, Names, PreviewState, Problem } from '../shared/protocol';
import { api, ApiError } from './api';
import { prepareContract, type Schema } from './contract';
import { Preview } from './Preview';
import { errorSchemaOf, isMistake, problemLine } from './problems';
import { fields, ROOT_ID, templates, widgets, type StudioContext } from './widgets';

/** How long typing pauses before the draft is checked: a keystroke reaches the frames well within 1 s. */
export const DRAFT_DELAY_MS = 150;

const uiSchema: UiSchema = {
  $schema: { 'ui:widget': 'hidden' },
  // An optional group the file does not have (a dialog's rating) is a button to add it, not empty
  // required fields.
  'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
  'ui:submitButtonOptions': { norender: true },
};

/** The form's default-filling left off: an untouched form is the file as it is, key for key. */
const defaults = {
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'never' },
  allOf: 'skipDefaults',
} as const;

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) =>
  v === undefined || (isPlain(v) && Object.keys(v).length === 0) || (Array.isArray(v) && v.length === 0);

/**
 * The form's value without what RJSF filled in on its own: an optional group the file does not have
 * comes back as `{}` on every change, which would write lines nobody edited. A key that is new and
 * empty is dropped; anything staff typed is not empty. And the other way: an empty list or group the
 * file has, which the form hands back as nothing, stays as it was.
 */
export function withoutFilledDefaults(next: unknown, before: unknown): unknown {
  if (Array.isArray(next))
    return next.map((v, i) => withoutFilledDefaults(v, Array.isArray(before) ? before[i] : undefined));
  if (!isPlain(next)) return next;
  const old = isPlain(before) ? before : {};
  const kept = Object.entries(old).filter(([k, v]) => v !== undefined && isEmpty(v) && next[k] === undefined);
  return Object.fromEntries([
    ...Object.entries(next)
      .filter(([k, v]) => v !== undefined || !kept.some(([key]) => key === k))
      .map(([k, v]) => [k, withoutFilledDefaults(v, old[k])] as const)
      .filter(([k, v]) => Object.hasOwn(old, k) || !isEmpty(v)),
    ...kept,
  ]);
}

/** The pages a file shows on, in words: each address, or how many when it is every page. */
function shownOn(states: PreviewState[]): string {
  const pages = [...new Set(states.map((s) => s.framePath.split('?')[0]))];
  if (!pages.length) return '';
  return pages.length > 8 ? `Shown on ${pages.length} pages.` : `Shown on ${pages.join(', ')}.`;
}

export interface EditorProps {
  path: string;
  names: Names;
  previewOrigin: string;
  /** Called after a save, so the changes review is read again. */
  onSaved?: (path: string) => void;
  /** The file as the server gives it; read from the server when absent. */
  initial?: FileData;
}

/** The form of a JSON file from its contract. */
export function ContractForm(props: {
  file: string;
  contract: Schema;
  value: unknown;
  names: Names;
  problems: Problem[];
  onChange: (value: unknown) => void;
  onShow?: StudioContext['onShow'];
}) {
  const { file, contract, value, names, problems, onChange, onShow } = props;
  const schema = useMemo(() => prepareContract(contract), [contract]);
  const extraErrors = useMemo(() => errorSchemaOf(problems, file), [problems, file]);
  const formContext: StudioContext = { names, file, value, ...(onShow ? { onShow } : {}) };
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      templates={templates}
      fields={fields}
      formContext={formContext}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={defaults}
      idPrefix={ROOT_ID}
      onChange={(e: IChangeEvent) => onChange(e.formData)}
      onSubmit={() => undefined}
    />
  );
}

export function FileEditor({ path, names, previewOrigin, onSaved, initial }: EditorProps) {
  const [data, setData] = useState<FileData | undefined>(initial);
  const [loadError, setLoadError] = useState<string>();
  const [text, setText] = useState(initial?.text ?? '');
  const [savedText, setSavedText] = useState(initial?.savedText ?? '');
  const [problems, setProblems] = useState<Problem[]>(initial?.problems ?? []);
  const [previewUpdated, setPreviewUpdated] = useState(true);
  const [checking, setChecking] = useState(false);
  const [tab, setTab] = useState<'form' | 'raw'>('form');
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef(0);
  const [reloads, setReloads] = useState(0);
  /** The state a rule row's "Show this" built, framed first. */
  const [shown, setShown] = useState<PreviewState>();

  useEffect(() => {
    if (initial) return;
    let live = true;
    api
      .file(path)
      .then((d) => {
        if (!live) return;
        setData(d);
        setText(d.text);
        setSavedText(d.savedText);
        setProblems(d.problems);
      })
      .catch((err: unknown) => live && setLoadError(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [path, initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const parsed = useMemo(() => parse(text), [text]);
  const isMarkdown = path.endsWith('.md');

  const sendDraft = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setChecking(true);
      timer.current = setTimeout(() => {
        const mine = ++sent.current;
        api
          .draft(path, next)
          .then((r) => {
            if (mine !== sent.current) return;
            setProblems(r.problems);
            setPreviewUpdated(r.previewUpdated);
            setChecking(false);
          })
          .catch((err: unknown) => {
            if (mine !== sent.current) return;
            setChecking(false);
            setStatus(`The draft could not be checked: ${err instanceof Error ? err.message : String(err)}`);
          });
      }, DRAFT_DELAY_MS);
    },
    [path],
  );

  const edit = (next: string) => {
    setText(next);
    setStatus('');
    sendDraft(next);
  };
  const editValue = (formValue: unknown) => {
    const value = parsed.ok ? withoutFilledDefaults(formValue, parsed.value) : formValue;
    if (parsed.ok && same(parsed.value, value)) return;
    edit(parsed.ok ? patchJson(text, value) : `${JSON.stringify(value, null, 2)}\n`);
  };

  if (loadError)
    return (
      <main id="editor" className="st-editor">
        <p role="alert">{`This file could not be opened: ${loadError}`}</p>
      </main>
    );
  if (!data)
    return (
      <main id="editor" className="st-editor" aria-busy="true">
        <p role="status">Opening {path}…</p>
      </main>
    );

  const mine = problems.filter((p) => p.file === path);
  const others = problems.filter((p) => p.file !== path);
  const mistakes = mine.filter(isMistake);
  const changed = text !== savedText;
  const canSave = changed && !checking && mistakes.length === 0 && (isMarkdown || parsed.ok);

  const save = async () => {
    setStatus('Saving…');
    try {
      await api.save(path, text);
      setSavedText(text);
      setStatus(`Saved ${path}.`);
      onSaved?.(path);
    } catch (err) {
      if (err instanceof ApiError && err.problems.length) setProblems(err.problems);
      setStatus(`Not saved: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  const rawId = 'raw-text';
  const raw = (
    <div className="sf-field">
      <label htmlFor={rawId} className="sf-label">
        {isMarkdown ? `Text of ${path}` : `${path} as JSON`}
      </label>
      <textarea
        id={rawId}
        className="st-raw"
        spellCheck={isMarkdown}
        value={text}
        rows={30}
        aria-invalid={mistakes.length > 0 || undefined}
        onChange={(e) => edit(e.target.value)}
      />
    </div>
  );

  return (
    <>
      <main id="editor" className="st-editor" aria-labelledby="editor-title" tabIndex={-1}>
        <h2 id="editor-title">{path}</h2>
        <p className="st-pages">{shownOn(data.states)}</p>
        <div className="st-toolbar">
          <button
            type="button"
            className="st-button st-primary"
            disabled={!canSave}
            onClick={() => void save()}
          >
            Save
          </button>
          <span role="status" className="st-status">
            {checking
              ? 'Checking…'
              : mistakes.length
                ? `${mistakes.length === 1 ? 'One mistake' : `${mistakes.length} mistakes`} to fix before saving. The preview keeps the last good version meanwhile.`
                : changed
                  ? previewUpdated
                    ? 'No mistakes: the preview shows this draft. Not saved yet.'
                    : 'Not saved yet.'
                  : status || 'Saved: no changes since.'}
          </span>
          {status && (checking || mistakes.length || changed) ? (
            <span className="st-status">{status}</span>
          ) : null}
        </div>
        {mine.length ? (
          <section aria-labelledby="mine-title" className="st-problems">
            <h3 id="mine-title">In this file</h3>
            <ul>
              {mine.map((p, i) => (
                <li key={i} className={isMistake(p) ? 'st-mistake' : 'st-warning'}>
                  {isMistake(p) ? '' : 'Warning: '}
                  {problemLine(p)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {others.length ? (
          <section aria-labelledby="others-title" className="st-problems">
            <h3 id="others-title">In other files</h3>
            <ul>
              {others.map((p, i) => (
                <li key={i} className={isMistake(p) ? 'st-mistake' : 'st-warning'}>
                  {problemLine(p)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {isMarkdown || !data.contract ? (
          raw
        ) : (
          <>
            <div
              role="tablist"
              aria-label="How to edit this file"
              className="st-tabs"
              // The tab pattern: arrows move between the two tabs, and focus follows.
              onKeyDown={(e) => {
                if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
                const next = tab === 'form' ? 'raw' : 'form';
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }}
            >
              {(['form', 'raw'] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  id={`tab-${t}`}
                  aria-selected={tab === t}
                  aria-controls={`panel-${t}`}
                  tabIndex={tab === t ? 0 : -1}
                  onClick={() => setTab(t)}
                >
                  {t === 'form' ? 'Form' : 'Raw JSON'}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="st-panel">
              {tab === 'raw' ? (
                raw
              ) : parsed.ok ? (
                <ContractForm
                  file={path}
                  contract={data.contract}
                  value={parsed.value}
                  names={names}
                  problems={problems}
                  onChange={editValue}
                  onShow={(framePath, d) =>
                    setShown({
                      title: `Row ${d.row + 1} of ${d.pointer.replace(/^#\//, '').replace(/\//g, ' › ')}${d.note ? ` (${d.note})` : ''}`,
                      framePath,
                    })
                  }
                />
              ) : (
                <p role="alert">
                  This draft is not JSON yet; fix it in the Raw JSON tab to use the form again.
                </p>
              )}
            </div>
          </>
        )}
      </main>
      <Preview
        origin={previewOrigin}
        states={shown ? [shown, ...data.states] : data.states}
        stale={!previewUpdated}
        reloads={reloads}
        onReload={() => setReloads((n) => n + 1)}
      />
    </>
  );
}
