// One field's frame in the studio: a thing of a group of named things is named by its key, a group is
// a fieldset, a list shows its own messages, and every other field is the app's own frame with the
// key's description as help.
import { ADDITIONAL_PROPERTY_FLAG, buttonId, type FieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { templates as themeTemplates } from '../../../src/runtime/form/theme';
import { helpId, ROOT_ID } from './formContext';

/**
 * One field: the project's frame (label, control, messages) with the key's description as help under
 * it; a group of fields (an object) is a fieldset named by its title, with its own messages, so a
 * mistake about a whole group (a missing key) shows at the group.
 */
// The app's own field frame, as its forms draw one field.
const AppFieldTemplate = themeTemplates.FieldTemplate as (props: FieldTemplateProps) => ReactNode;

/**
 * A thing of a group of named things (a dialog, an action) is named by its key: the key is a
 * box of its own, renamed when the box is left, with the button that takes the thing off.
 */
function NamedByKey(props: FieldTemplateProps & { field: ReactNode }) {
  const {
    id,
    fieldPathId,
    onKeyRenameBlur,
    onRemoveProperty,
    disabled,
    readonly,
    registry,
    uiSchema,
    field,
  } = props;
  // The label is the thing's kind (the contract's title); its own name is the last key of its place.
  const name = String(fieldPathId.path.at(-1));
  const { RemoveButton } = registry.templates.ButtonTemplates;
  return (
    <div className="st-named">
      <div className="sf-field st-key">
        <label className="sf-label" htmlFor={`${id}-key`}>
          {`Name of ${name}`}
        </label>
        <input
          key={name}
          id={`${id}-key`}
          className="sf-input"
          defaultValue={name}
          disabled={disabled || readonly}
          onBlur={onKeyRenameBlur}
        />
        <p className="st-help">Pages and actions refer to it by this name.</p>
      </div>
      {field}
      <RemoveButton
        id={buttonId(id, 'remove')}
        onClick={onRemoveProperty}
        disabled={disabled || readonly}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}

/**
 * An item of a list the contract gives no item title is "Then-1" to RJSF; to staff it is the first
 * of the list: "Then, item 1".
 */
export function itemLabel(label: string, path: readonly (string | number)[]): string {
  const index = path.at(-1);
  const m = /^(.*)-(\d+)$/.exec(label);
  return m && typeof index === 'number' && Number(m[2]) === index + 1 ? `${m[1]}, item ${m[2]}` : label;
}

export function StudioFieldTemplate(props: FieldTemplateProps) {
  const { hidden, schema, children } = props;
  if (hidden || schema.const !== undefined) return <div hidden>{children}</div>;
  const label = itemLabel(props.label, props.fieldPathId.path);
  const field = <StudioField {...props} label={label} />;
  return ADDITIONAL_PROPERTY_FLAG in schema ? <NamedByKey {...props} field={field} /> : field;
}

function StudioField(props: FieldTemplateProps) {
  const { id, label, children, errors, schema, rawDescription } = props;
  // A yes/no box says its own description beside it (RJSF's checkbox).
  const help =
    rawDescription && schema.type !== 'boolean' ? (
      <p id={helpId(id)} className="st-help">
        {rawDescription}
      </p>
    ) : null;
  // A list names itself (RJSF's list template draws its title): only its messages are added here.
  if (schema.type === 'array')
    return (
      <div className="st-list">
        {errors}
        {children}
      </div>
    );
  if (schema.type === 'object' || schema.oneOf || schema.anyOf) {
    const top = id === ROOT_ID;
    return (
      <fieldset className={top ? 'st-root' : 'st-group'}>
        {top ? null : <legend>{label}</legend>}
        {top ? null : help}
        {errors}
        {children}
      </fieldset>
    );
  }
  return <AppFieldTemplate {...props} help={help ?? undefined} />;
}
