// The mobile theme of the schema form: plain, accessible inputs sized for thumbs. Each input is
// named by its schema title through a real <label>, so a person and a test find it the same way.
import type {
  FieldTemplateProps,
  FieldErrorProps,
  ObjectFieldTemplateProps,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import type { ReactNode } from 'react';
import { TextArea, TextInput } from '../base/form/inputs';
import type { InputRule } from '../base/form/inputRules';

export function inputRule(props: Pick<WidgetProps, 'options' | 'schema'>): InputRule {
  const opts = props.options as { inputRule?: InputRule['kind']; maxLength?: number; groups?: number[] };
  const schemaMax = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return {
    kind: opts.inputRule ?? 'text',
    maxLength: opts.maxLength ?? schemaMax,
    ...(opts.groups && { groups: opts.groups }),
  };
}

export function TextWidget(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
  } = props;
  return (
    <TextInput
      id={id}
      value={value == null ? '' : String(value)}
      rule={inputRule(props)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      password={options.inputType === 'password'}
      invalid={(props.rawErrors?.length ?? 0) > 0}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, options } = props;
  return (
    <TextArea
      id={id}
      value={value == null ? '' : String(value)}
      rule={inputRule(props)}
      rows={typeof options.rows === 'number' ? options.rows : undefined}
      disabled={disabled || readonly}
      placeholder={placeholder}
      invalid={(props.rawErrors?.length ?? 0) > 0}
      onChange={onChange}
    />
  );
}

export function SelectWidget(props: WidgetProps) {
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

/** One field's frame: its label (with a mark when required), its control and its messages. */
export function FieldFrame(props: {
  id: string;
  label?: string;
  required?: boolean;
  children: ReactNode;
  errors?: ReactNode;
  help?: ReactNode;
}) {
  const { id, label, required, children, errors, help } = props;
  return (
    <div className="sf-field">
      {label ? (
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

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, hidden, displayLabel, required, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return <div className="sf-object">{children}</div>;
  return (
    <FieldFrame
      id={id}
      label={displayLabel ? label : undefined}
      required={required}
      errors={errors}
      help={help}
    >
      {children}
    </FieldFrame>
  );
}

export function FieldErrorTemplate({ errors }: Pick<FieldErrorProps, 'errors'>) {
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
