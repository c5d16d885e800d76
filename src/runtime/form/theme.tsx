// The mobile theme of the schema form: plain, accessible inputs sized for thumbs. Each input is
// named by its schema title through a real <label>, so a person and a test find it the same way.
import type {
  FieldTemplateProps,
  FieldErrorProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { sanitizeInput, type InputRule } from './inputRules';

function inputRule(props: WidgetProps): InputRule {
  const opts = props.options as { inputRule?: InputRule['kind']; maxLength?: number };
  const schemaMax = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return { kind: opts.inputRule ?? 'text', maxLength: opts.maxLength ?? schemaMax };
}

const INPUT_MODES: Record<InputRule['kind'], 'text' | 'numeric' | 'tel' | 'decimal'> = {
  text: 'text',
  digits: 'numeric',
  phone: 'tel',
  bankCard: 'numeric',
  money: 'decimal',
};

function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  const rule = inputRule(props);
  const { display, clean } = sanitizeInput(rule);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const next = clean(e.target.value);
    onChange(next === '' ? options.emptyValue : next);
  };
  return (
    <input
      id={id}
      name={id}
      className="sf-input"
      type={options.inputType === 'password' ? 'password' : 'text'}
      inputMode={INPUT_MODES[rule.kind]}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
      value={display(value == null ? '' : String(value))}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={(props.rawErrors?.length ?? 0) > 0 || undefined}
      onChange={handle}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, options } = props;
  const max = inputRule(props).maxLength;
  const text = value == null ? '' : String(value);
  return (
    <div className="sf-textarea">
      <textarea
        id={id}
        name={id}
        value={text}
        rows={typeof options.rows === 'number' ? options.rows : 5}
        disabled={disabled || readonly}
        placeholder={placeholder}
        aria-invalid={(props.rawErrors?.length ?? 0) > 0 || undefined}
        // Longer input is ignored rather than refused, so pasting keeps what fits.
        onChange={(e) => onChange(max ? e.target.value.slice(0, max) : e.target.value)}
      />
      {max ? <span className="sf-counter" aria-hidden="true">{`${text.length}/${max}`}</span> : null}
    </div>
  );
}

function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options, placeholder } = props;
  const enumOptions = options.enumOptions ?? [];
  return (
    <select
      id={id}
      name={id}
      className="sf-input"
      value={value == null ? '' : String(value)}
      disabled={disabled || readonly}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
    >
      <option value="">{placeholder ?? ''}</option>
      {enumOptions.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, hidden, displayLabel, required, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return <div className="sf-object">{children}</div>;
  return (
    <div className="sf-field">
      {displayLabel && label ? (
        <label htmlFor={id} className="sf-label">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {errors}
      {help}
    </div>
  );
}

function FieldErrorTemplate({ errors }: FieldErrorProps) {
  if (!errors?.length) return null;
  return (
    <div className="sf-error" role="alert">
      {errors.map((e, i) => (
        <div key={i}>{e}</div>
      ))}
    </div>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.map((p) => p.content)}</>;
}

export const widgets: RegistryWidgetsType = { TextWidget, TextareaWidget, SelectWidget };
export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']>;
} = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: {
    // Screens place their own submit button (mobile layouts pin it to the bottom).
    SubmitButton: () => null,
  },
};
