// The editor of one staff file: its form (generated from its contract), the same file as raw JSON,
// or a Markdown text; every change is checked as a draft and shown in the preview frames, and the
// file can be saved once the check finds no mistake in it.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { isObject } from '../../tools/staff/json';
import { patchJson } from '../shared/jsonPatch';
import type { FileData, Names, PreviewState, Problem } from '../shared/protocol';
import { EditTabs } from './EditTabs';
import { FileProblems } from './FileProblems';
import { prepareContract, type Schema } from './contract';
import { Preview } from './Preview';
import { errorSchemaOf, isMistake } from './problems';
import { SaveBar } from './SaveBar';
import { useDraftFile } from './useDraftFile';
import { fields } from './form/fields';
import { ROOT_ID, type StudioContext } from './form/formContext';
import { templates } from './form/templates';
import { widgets } from './form/widgets';

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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isEmpty = (v: unknown) =>
  v === undefined || (isObject(v) && Object.keys(v).length === 0) || (Array.isArray(v) && v.length === 0);

/**
 * The form's value without what RJSF filled in on its own: an optional group the file does not have
 * comes back as `{}` on every change, which would write lines nobody edited. A key that is new and
 * empty is dropped; anything staff typed is not empty. And the other way: an empty list or group the
 * file has, which the form hands back as nothing, stays as it was.
 */
export function withoutFilledDefaults(next: unknown, before: unknown): unknown {
  if (Array.isArray(next))
    return next.map((v, i) => withoutFilledDefaults(v, Array.isArray(before) ? before[i] : undefined));
  if (!isObject(next)) return next;
  const old = isObject(before) ? before : {};
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
  /** The editor's landmark: the page's main part, or a section of a page that has one. */
  landmark?: 'main' | 'section';
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

export function FileEditor({ path, names, previewOrigin, onSaved, initial, landmark }: EditorProps) {
  const Landmark = landmark ?? 'main';
  const draft = useDraftFile(path, initial, onSaved);
  const { data, loadError, text, parsed, problems, previewUpdated, edit } = draft;
  const [reloads, setReloads] = useState(0);
  /** The state a rule row's "Show this" built, framed first. */
  const [shown, setShown] = useState<PreviewState>();
  const isMarkdown = path.endsWith('.md');

  const editValue = (formValue: unknown) => {
    const value = parsed.ok ? withoutFilledDefaults(formValue, parsed.value) : formValue;
    if (parsed.ok && same(parsed.value, value)) return;
    edit(parsed.ok ? patchJson(text, value) : `${JSON.stringify(value, null, 2)}\n`);
  };

  if (loadError)
    return (
      <Landmark id="editor" className="st-editor">
        <p role="alert">{`This file could not be opened: ${loadError}`}</p>
      </Landmark>
    );
  if (!data)
    return (
      <Landmark id="editor" className="st-editor" aria-busy="true">
        <p role="status">Opening {path}…</p>
      </Landmark>
    );

  const mine = problems.filter((p) => p.file === path);
  const mistakes = mine.filter(isMistake);
  const raw = (
    <RawText path={path} isMarkdown={isMarkdown} text={text} invalid={mistakes.length > 0} onChange={edit} />
  );

  return (
    <>
      <Landmark id="editor" className="st-editor" aria-labelledby="editor-title" tabIndex={-1}>
        <h2 id="editor-title">{path}</h2>
        <p className="st-pages">{shownOn(data.states)}</p>
        <SaveBar draft={draft} mistakes={mistakes.length} canBeSaved={isMarkdown || parsed.ok} />
        <FileProblems mine={mine} others={problems.filter((p) => p.file !== path)} />
        {isMarkdown || !data.contract ? (
          raw
        ) : (
          <EditTabs raw={raw}>
            {parsed.ok ? (
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
          </EditTabs>
        )}
      </Landmark>
      {/* A studio with no preview server (a fixture's, with no app to serve) has no frames to show. */}
      {previewOrigin ? (
        <Preview
          origin={previewOrigin}
          states={shown ? [shown, ...data.states] : data.states}
          stale={!previewUpdated}
          reloads={reloads}
          onReload={() => setReloads((n) => n + 1)}
        />
      ) : null}
    </>
  );
}

/** The file as text: Markdown, or JSON for staff who would rather type it. */
function RawText(props: {
  path: string;
  isMarkdown: boolean;
  text: string;
  invalid: boolean;
  onChange: (text: string) => void;
}) {
  const { path, isMarkdown, text, invalid, onChange } = props;
  const rawId = 'raw-text';
  return (
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
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
