// A light renderer for flat forms of text fields (contact, registration): the same JSON Schema,
// UI schema and error messages as SchemaForm, validated by the same build-time ajv code, without
// RJSF's 55 KB (gzip). Public pages use it; forms with nested data or custom widgets use SchemaForm.
// It draws the widgets the one widget list (widgetNames.ts) gives a plain control, and refuses the rest.
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextArea, TextInput } from './inputs';
import { sanitizeInput, type InputRule } from './inputRules';
import { resolveWidget } from './resolveWidget';
import type { FormDeclaration } from './formDeclaration';
import { flatControl, type FlatControl } from './widgetNames';

interface PropertySchema {
  type?: string;
  title?: string;
  maxLength?: number;
  enum?: string[];
}
interface UiField {
  'ui:widget'?: unknown;
  'ui:placeholder'?: string;
  'ui:hideError'?: boolean;
  'ui:options'?: {
    inputRule?: InputRule['kind'];
    maxLength?: number;
    groups?: number[];
    autocomplete?: string;
    rows?: number;
  };
}
interface AjvError {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string };
}
type ValidateFn = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

type FlatValues = Record<string, string | undefined>;

interface FlatFormProps<T extends FlatValues> {
  form: FormDeclaration;
  /** The build-time validators of this form: `import * as fns from 'virtual:form-validator/<screen>'`. */
  validators: Record<string, unknown>;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  onInvalid?: (firstMessage: string) => void;
  disabled?: boolean;
  id?: string;
  /** Where the form is declared (a schema file), named when a widget name is refused. */
  source?: string;
  /** Rendered after a field, e.g. the captcha image or the SMS button beside its input. */
  addons?: Partial<Record<keyof T & string, ReactNode>>;
  children?: ReactNode;
}

/** Errors of one validation as field → staff-written message. */
export function fieldMessages(
  errors: readonly AjvError[],
  messages: FormDeclaration['errorMessages'] = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field =
      e.keyword === 'required'
        ? (e.params.missingProperty ?? '')
        : (e.instancePath.replace(/^\//, '').split('/')[0] ?? '');
    const text = messages[field]?.[e.keyword] ?? messages[field]?.['*'];
    if (text && !(field in out)) out[field] = text;
  }
  return out;
}

/** The form's JSON Schema, UI schema and fields in the order they stand on screen. */
function partsOf(form: FormDeclaration) {
  const schema = form.schema as { $id: string; properties?: Record<string, PropertySchema> };
  const ui = (form.uiSchema ?? {}) as Record<string, UiField> & { 'ui:order'?: string[] };
  return { schema, ui, fields: ui['ui:order'] ?? Object.keys(schema.properties ?? {}) };
}

/**
 * The plain control of each field: the one its `ui:widget` names (widgetNames.ts), or by its schema
 * as RJSF picks one. A widget FlatForm does not draw fails loudly and leaves its field out.
 */
function controlsOf(form: FormDeclaration, source?: string): Partial<Record<string, FlatControl>> {
  const { schema, ui, fields } = partsOf(form);
  const controls: Partial<Record<string, FlatControl>> = {};
  for (const name of fields) {
    const named = ui[name]?.['ui:widget'];
    if (named === undefined) {
      controls[name] = schema.properties?.[name]?.enum ? 'select' : 'text';
      continue;
    }
    const where = `${source ?? `the form "${schema.$id}"`}#/uiSchema/${name}`;
    const widget = resolveWidget('flatForm', named, where);
    if (widget) controls[name] = flatControl(widget);
  }
  return controls;
}

export function FlatForm<T extends FlatValues>(props: FlatFormProps<T>) {
  const {
    form,
    validators,
    formData,
    onChange,
    onSubmit,
    onInvalid,
    disabled,
    id = 'form',
    source,
    addons,
    children,
  } = props;
  const { schema, ui, fields } = partsOf(form);
  const validate = validators[schema.$id] as ValidateFn | undefined;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Once per form: in production a refused widget tells the borrower once, not at every keystroke.
  const controls = useMemo(() => controlsOf(form, source), [form, source]);
  const ruleOf = (name: string): InputRule => ({
    kind: ui[name]?.['ui:options']?.inputRule ?? 'text',
    maxLength: ui[name]?.['ui:options']?.maxLength ?? schema.properties?.[name]?.maxLength,
    groups: ui[name]?.['ui:options']?.groups,
  });

  // On a prerendered page a visitor may type before the scripts arrive; hydration would drop it.
  useLayoutEffect(() => {
    const typed: FlatValues = {};
    for (const name of fields) {
      const el = formRef.current?.elements.namedItem(`${id}_${name}`);
      const raw = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : '';
      const value = sanitizeInput(ruleOf(name)).clean(raw);
      if (value && !formData[name]) typed[name] = value;
    }
    if (Object.keys(typed).length) onChange({ ...formData, ...typed });
    // Once, on the first commit: later edits go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field is an absent one, so `required` speaks for it (as in RJSF).
    const data = Object.fromEntries(
      Object.entries(formData).filter(([, v]) => v !== undefined && v !== ''),
    ) as T;
    if (!validate) throw new Error(`no build-time validator named ${schema.$id}`);
    if (validate(data)) {
      setErrors({});
      onSubmit(data);
      return;
    }
    const found = fieldMessages(validate.errors ?? [], form.errorMessages);
    setErrors(found);
    // Report in the order the fields stand on screen.
    const first = fields.map((f) => found[f]).find(Boolean) ?? Object.values(found)[0];
    if (first) onInvalid?.(first);
  };

  return (
    <form ref={formRef} id={id} className="schema-form" noValidate onSubmit={submit}>
      {fields.map((name) => {
        const control = controls[name];
        // A widget this renderer does not draw was refused above; it is not drawn as something else.
        if (!control) return null;
        const prop = schema.properties?.[name] ?? {};
        const fieldUi = ui[name] ?? {};
        const options = fieldUi['ui:options'] ?? {};
        const rule = ruleOf(name);
        const fieldId = `${id}_${name}`;
        const value = formData[name] ?? '';
        const set = (next: string) => {
          setErrors(({ [name]: _gone, ...rest }) => rest);
          onChange({ ...formData, [name]: next === '' ? undefined : next });
        };
        const error = fieldUi['ui:hideError'] ? undefined : errors[name];
        const common = {
          id: fieldId,
          value,
          rule,
          onChange: set,
          disabled,
          invalid: name in errors,
          placeholder: fieldUi['ui:placeholder'],
        };
        return (
          <div key={name} className="sf-field">
            <label htmlFor={fieldId} className="sf-label">
              {prop.title ?? name}
            </label>
            <div className="sf-control">
              {control === 'textarea' ? (
                <TextArea {...common} rows={options.rows} />
              ) : control === 'select' ? (
                <select
                  id={fieldId}
                  className="sf-input"
                  value={value}
                  disabled={disabled}
                  onChange={(e) => set(e.target.value)}
                >
                  <option value="" />
                  {(prop.enum ?? []).map((v) => (
                    <option key={v}>{v}</option>
                  ))}
                </select>
              ) : (
                <TextInput {...common} autoComplete={options.autocomplete} />
              )}
              {addons?.[name]}
            </div>
            {error ? (
              <div className="sf-error" role="alert">
                {error}
              </div>
            ) : null}
          </div>
        );
      })}
      {children}
    </form>
  );
}
