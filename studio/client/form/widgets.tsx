// The studio's controls beside the project's own form theme (src/runtime/form/theme.tsx): numbers
// with their range, pickers of the names that exist, colours with their contrast. Which one a value
// gets is read from the studio's mark on its schema (contract.ts), so one widget serves every file.
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { SelectWidget, TextareaWidget, TextWidget } from '../../../src/runtime/form/theme';
import { BY_KEY, markOfKey } from '../contract';
import { mistakesOf } from '../problems';
import { ColourWidget } from './ColourWidget';
import { helpId, markOf } from './formContext';
import { PickerWidget } from './PickerWidget';

function NumberWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema } = props;
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  return (
    <input
      id={id}
      name={id}
      className="sf-input"
      type="number"
      inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={schema.type === 'integer' ? 1 : 'any'}
      value={value == null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={mistakesOf(props.rawErrors).length > 0 || undefined}
      aria-describedby={schema.description ? helpId(id) : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

const isNumberSchema = (schema: WidgetProps['schema']) =>
  schema.type === 'number' || schema.type === 'integer';

/** The text control, or the studio's control its schema's mark or type calls for. */
function StudioTextWidget(props: WidgetProps) {
  const mark =
    markOf(props.schema) ??
    ((props.schema as Record<string, unknown>)[BY_KEY] ? markOfKey(props.name) : undefined);
  if (isNumberSchema(props.schema)) return <NumberWidget {...props} />;
  if (mark === 'colour') return <ColourWidget {...props} />;
  if (mark && mark !== 'ruleList') return <PickerWidget {...props} kind={mark} />;
  // An emptied text stays an empty text, so the check says what is wrong with it where it is.
  const Text = TextWidget as (p: WidgetProps) => ReactNode;
  return (
    <Text {...props} rawErrors={mistakesOf(props.rawErrors)} options={{ ...props.options, emptyValue: '' }} />
  );
}

/** A list item's RJSF name ("actions-0", counted from 0) as staff count it: "actions, item 1". */
const nameWords = (name: string) =>
  name.replace(/^(.*\S)-(\d+)$/, (_, list: string, i: string) => `${list}, item ${Number(i) + 1}`);

/** The project's select; the choice of a kind (an action's navigate, dialog…) gets its own label. */
function StudioSelectWidget(props: WidgetProps) {
  const Select = SelectWidget as (p: WidgetProps) => ReactNode;
  if (!/__(one|any)of_select$/.test(props.name))
    return <Select {...props} rawErrors={mistakesOf(props.rawErrors)} />;
  return (
    <div className="sf-field st-kind">
      <label htmlFor={props.id} className="sf-label">
        {`Kind of ${nameWords(props.label) || 'value'}`}
      </label>
      <Select {...props} />
    </div>
  );
}

export const widgets: RegistryWidgetsType = {
  TextareaWidget,
  TextWidget: StudioTextWidget,
  SelectWidget: StudioSelectWidget,
};
