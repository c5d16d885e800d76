// The server form (card-init items, src/runtime/itemTypes) without RJSF's form state. RJSF's Form keeps
// every value in one state: each keystroke cloned the whole form data, rebuilt its defaults and
// resolved schema, and re-rendered every field to compare its props (the cost grew with
// the item count, at mount too). Here each field holds its own value, so a keystroke re-renders the
// field typed into and nothing else. What a person sees is SchemaForm's: the same field frame, ids,
// registry widgets with the props RJSF gives them, the item types' validator and staff messages.
// The whole form is checked on submit; a field showing a message checks itself again on each change,
// so the message goes as soon as the value is right.
import { memo, useCallback, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { Registry, RJSFSchema, RJSFValidationError, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ItemForm } from '../itemTypes/buildForm';
import type { FormValues } from '../itemTypes/validator';
import { errorTransformer } from './errorMessages';
import { resolveWidget } from '../base/form/resolveWidget';
import { FieldErrorTemplate, FieldFrame } from './theme';
import { enumOptions, uiOptions } from './uiOptions';
import { widgetRegistry } from './widgets';

interface FieldSpec {
  code: string;
  id: string;
  label?: string;
  placeholder: string;
  required: boolean;
  schema: RJSFSchema;
  ui: UiSchema;
  options: WidgetProps['options'];
  Widget: ComponentType<WidgetProps>;
}

type Errors = Readonly<Record<string, string[]>>;

// Our widgets never read the registry (it serves RJSF's own fields and templates): none is built.
const NO_REGISTRY = {} as Registry;
const noop = () => undefined;
// Codes are the server's: one may be a name every object has ("constructor").
const own = <T,>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

// What the field itself takes (its control, placeholder and label), as RJSF's StringField does.
const FIELD_KEYS = new Set(['widget', 'placeholder', 'title']);

/** A field's UI options as RJSF's StringField hands them to its widget: all but what the field takes. */
function widgetOptions(ui: UiSchema, schema: RJSFSchema): WidgetProps['options'] {
  const options = Object.fromEntries(Object.entries(uiOptions(ui)).filter(([key]) => !FIELD_KEYS.has(key)));
  return schema.enum ? { ...options, enumOptions: enumOptions(schema, ui) } : options;
}

function fieldSpecs(built: ItemForm, source: string): FieldSpec[] {
  const required = new Set(built.form.schema.required ?? []);
  return built.fields.map(({ item, field }) => {
    const ui = field.uiSchema;
    const schema = field.schema as RJSFSchema;
    const named = ui['ui:widget'] ?? (schema.enum ? 'SelectWidget' : 'TextWidget');
    const name = resolveWidget(
      'itemForm',
      named,
      `${source}, field "${item.code}" of item type "${item.cate}" (src/runtime/itemTypes/)`,
    );
    const options = widgetOptions(ui, schema);
    const title = typeof ui['ui:title'] === 'string' ? ui['ui:title'] : (schema.title ?? item.code);
    return {
      code: item.code,
      id: `root_${item.code}`,
      label: options.label === false ? undefined : title,
      placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : '',
      required: required.has(item.code),
      schema,
      ui,
      options,
      // A refused name (in production, once the borrower was told) leaves a text field, so the rest of
      // the form still works.
      Widget: widgetRegistry[name ?? 'TextWidget'] as ComponentType<WidgetProps>,
    };
  });
}

/** The messages of each field, by its code (RJSF's property is the code after a dot, or alone). */
function byField(errors: readonly RJSFValidationError[]): Errors {
  // Codes are the server's: a plain object would already hold a "constructor".
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const { property = '', message } of errors) {
    if (!message) continue;
    const code = property.startsWith('.') ? property.slice(1) : property;
    (out[code] ??= []).push(message);
  }
  return out;
}

interface FieldProps {
  spec: FieldSpec;
  initial: unknown;
  errors?: string[];
  onValue: (spec: FieldSpec, value: unknown, shown: boolean) => void;
}

const Field = memo(function Field({ spec, initial, errors, onValue }: FieldProps) {
  const [value, setValue] = useState(initial);
  const shown = errors !== undefined;
  const onChange = useCallback(
    (next: unknown) => {
      setValue(next);
      onValue(spec, next, shown);
    },
    [spec, onValue, shown],
  );
  const { Widget } = spec;
  return (
    <FieldFrame
      id={spec.id}
      label={spec.label}
      required={spec.required}
      errors={<FieldErrorTemplate errors={errors} />}
    >
      <Widget
        id={spec.id}
        name={spec.code}
        schema={spec.schema}
        uiSchema={spec.ui}
        options={spec.options}
        value={value}
        label={spec.label ?? ''}
        placeholder={spec.placeholder}
        required={spec.required}
        rawErrors={errors}
        onChange={onChange}
        onBlur={noop}
        onFocus={noop}
        registry={NO_REGISTRY}
      />
    </FieldFrame>
  );
});

export interface ItemFormViewProps {
  id: string;
  built: ItemForm;
  /** The starting values; a field shown later (another card type) starts from its value here. */
  seed: FormValues;
  onChange: (values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
  /** Called with the first message when the form is refused (screens usually toast it). */
  onInvalid?: (firstMessage: string) => void;
  /** Where the form comes from, named with the field when a widget name resolves to nothing. */
  source?: string;
}

export function ItemFormView({ id, built, seed, onChange, onSubmit, onInvalid, source }: ItemFormViewProps) {
  const values = useRef<FormValues>(seed);
  const [errors, setErrors] = useState<Errors>({});
  // Another card type or channel is another form: its messages start afresh, as RJSF's did.
  const [errorsOf, setErrorsOf] = useState(built);
  if (errorsOf !== built) {
    setErrorsOf(built);
    setErrors({});
  }
  const specs = useMemo(() => fieldSpecs(built, source ?? 'a form'), [built, source]);
  const transform = useMemo(() => errorTransformer(built.form.errorMessages), [built]);

  const onValue = useCallback(
    (spec: FieldSpec, value: unknown, shown: boolean) => {
      values.current = { ...values.current, [spec.code]: value };
      onChange(values.current);
      if (!shown) return;
      const alone: RJSFSchema = {
        type: 'object',
        properties: { [spec.code]: spec.schema },
        required: spec.required ? [spec.code] : [],
      };
      const found = own(
        byField(built.validator.validationErrors({ [spec.code]: value }, alone, transform)),
        spec.code,
      );
      setErrors(({ [spec.code]: _old, ...rest }) => (found ? { ...rest, [spec.code]: found } : rest));
    },
    [built, onChange, transform],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = { ...values.current };
    const found = built.validator.validationErrors(data, built.form.schema, transform);
    setErrors(byField(found));
    if (found.length === 0) {
      onSubmit(data);
      return;
    }
    const first = found[0]?.message;
    if (first && onInvalid) onInvalid(first);
  };

  return (
    <form id={id} className="schema-form" noValidate onSubmit={submit}>
      <div className="sf-object">
        {specs.map((spec) => (
          <Field
            key={spec.code}
            spec={spec}
            initial={own(seed, spec.code)}
            errors={own(errors, spec.code)}
            onValue={onValue}
          />
        ))}
      </div>
    </form>
  );
}
