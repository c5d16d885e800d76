// The studio's controls beside the project's own form theme (src/runtime/form/theme.tsx): numbers
// with their range, pickers of the names that exist, colours with their contrast, images with a
// preview. Which one a value gets is read from the studio's mark on its schema (contract.ts), so one
// widget serves every file.
import { getDefaultRegistry } from '@rjsf/core';
import { ADDITIONAL_PROPERTY_FLAG, buttonId, canExpand, getTemplate, getUiOptions } from '@rjsf/utils';
import type {
  ArrayFieldItemTemplateProps,
  FieldProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  OptionalDataControlsTemplateProps,
  FieldTemplateProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  WidgetProps,
} from '@rjsf/utils';
import type { ReactNode } from 'react';
import {
  SelectWidget,
  TextareaWidget,
  TextWidget,
  templates as themeTemplates,
} from '../../src/runtime/form/theme';
import { contrastRatio, parseColour, ratioText, type Rgba } from '../../tools/staff/colour';
import type { Names } from '../shared/protocol';
import { mistakesOf } from './problems';
import {
  BY_KEY,
  COLOUR_KEY,
  humanize,
  markOfKey,
  prepareContract,
  STUDIO,
  type Mark,
  type Picker,
} from './contract';
import { RuleListField } from './rules/RuleListField';

/** What every control of the form may read: the names that exist and the file being edited. */
export interface StudioContext {
  names: Names;
  /** The file, from the project root (schemas/screens/orderDetails.json). */
  file: string;
  /** The form's current value, whose own actions and dialogs are offered at once. */
  value: unknown;
  /** A rule row's state is ready (the rule table's "Show this"): open it in a frame. */
  onShow?: (framePath: string, detail: { pointer: string; row: number; note?: string }) => void;
}

const markOf = (schema: unknown): Mark | undefined =>
  typeof schema === 'object' && schema !== null
    ? ((schema as Record<string, unknown>)[STUDIO] as Mark)
    : undefined;

/** The id of the form's root (RJSF's idPrefix): its fields' ids start with it. */
export const ROOT_ID = 'field';

const helpId = (id: string) => `${id}__help`;

const keysOf = (value: unknown, key: string): string[] => {
  const part =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof part === 'object' && part !== null && !Array.isArray(part) ? Object.keys(part) : [];
};

/** The names a picker offers: the app's, and for a file's own actions and dialogs its draft's too. */
export function pickerNames(kind: Picker, ctx: StudioContext): string[] {
  const fileName = ctx.file.replace(/^.*\//, '').replace(/\.json$/, '');
  const byFile = (map: Record<string, string[]>) => map[ctx.file] ?? map[fileName] ?? [];
  const names =
    kind === 'actions'
      ? [...keysOf(ctx.value, 'actions'), ...byFile(ctx.names.actions)]
      : kind === 'dialogs'
        ? [...keysOf(ctx.value, 'dialogs'), ...byFile(ctx.names.dialogs)]
        : ctx.names[kind];
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

const PICKER_NOUN: Record<Picker, string> = {
  actions: 'action',
  dialogs: 'dialog',
  bridgeCalls: 'app call',
  routes: 'page',
  images: 'picture',
};

function PickerWidget(props: WidgetProps & { kind: Picker }) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, kind, registry } = props;
  const ctx = registry.formContext as StudioContext;
  const names = pickerNames(kind, ctx);
  const current = value == null ? '' : String(value);
  const unknown = current !== '' && !names.includes(current);
  return (
    <div className="st-picker">
      <select
        id={id}
        name={id}
        className="sf-input"
        data-picker={kind}
        value={current}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={mistakesOf(props.rawErrors).length > 0 || undefined}
        aria-describedby={props.schema.description ? helpId(id) : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{`No ${PICKER_NOUN[kind]}`}</option>
        {unknown ? <option value={current}>{`${current} (not found)`}</option> : null}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {kind === 'images' && current ? (
        <img className="st-image" src={current} alt="" width={64} height={64} />
      ) : null}
    </div>
  );
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const toHex = (c: Rgba) => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;

/** Every other colour of the file, by its key, to show the contrast against. */
function otherColours(value: unknown, own: string): [string, string][] {
  const found: [string, string][] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null)
      for (const [key, sub] of Object.entries(v)) {
        if (typeof sub === 'string' && COLOUR_KEY.test(key) && key !== own) found.push([key, sub]);
        else visit(sub);
      }
  };
  visit(value);
  return found;
}

function ColourWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, registry, name } = props;
  const ctx = registry.formContext as StudioContext;
  const text = value == null ? '' : String(value);
  const colour = parseColour(text);
  const white = parseColour('#fff') as Rgba;
  const against: [string, Rgba | undefined][] = [
    ['white', white],
    ...otherColours(ctx.value, name).map(([k, v]): [string, Rgba | undefined] => [k, parseColour(v)]),
  ];
  return (
    <div className="st-colour">
      <input
        id={id}
        name={id}
        className="sf-input"
        type="text"
        value={text}
        disabled={disabled || readonly}
        aria-invalid={mistakesOf(props.rawErrors).length > 0 || undefined}
        aria-describedby={`${helpId(id)} ${id}__contrast`}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        type="color"
        aria-label={`Pick ${props.label || name}`}
        value={colour ? toHex(colour) : '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}__contrast`} className="st-contrast">
        {colour
          ? `Contrast ${against
              .filter((pair): pair is [string, Rgba] => pair[1] !== undefined)
              .map(([k, c]) => `with ${k}: ${ratioText(contrastRatio(colour, c))}`)
              .join('; ')} (text needs 4.5:1).`
          : 'Not a colour yet: write #0081FC, rgb(0 129 252) or a colour name.'}
      </p>
    </div>
  );
}

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

/** The project's select; the choice of a kind (an action's navigate, dialog…) gets its own label. */
function StudioSelectWidget(props: WidgetProps) {
  const Select = SelectWidget as (p: WidgetProps) => ReactNode;
  if (!/__(one|any)of_select$/.test(props.name))
    return <Select {...props} rawErrors={mistakesOf(props.rawErrors)} />;
  return (
    <div className="sf-field st-kind">
      <label htmlFor={props.id} className="sf-label">
        {`Kind of ${props.label || 'value'}`}
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

const DefaultArrayField = getDefaultRegistry().fields.ArrayField as (p: FieldProps) => ReactNode;

/** A rule list gets the rule table; every other list is RJSF's own list of items. */
function StudioArrayField(props: FieldProps) {
  if (markOf(props.schema) === 'ruleList') return <RuleListField {...props} />;
  // A list the contract gives no item shape: its items are read from what it holds.
  if (props.schema.items === undefined) {
    const first: unknown = Array.isArray(props.formData) ? props.formData[0] : undefined;
    return (
      <DefaultArrayField
        {...props}
        schema={{ ...props.schema, items: schemaOfValue(first ?? '') } as FieldProps['schema']}
      />
    );
  }
  return <DefaultArrayField {...props} />;
}

/** A schema for a value the contract leaves open (no type): read from the value itself. */
export function schemaOfValue(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (Array.isArray(value)) return { type: 'array', items: value.length ? schemaOfValue(value[0]) : {} };
  if (typeof value === 'object' && value !== null)
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, { ...schemaOfValue(v), title: humanize(k) }]),
      ),
    };
  return { type: 'string' };
}

/**
 * A value whose contract says nothing of its shape (`{}`): shown as what it holds (text, number, yes/no,
 * a group of those), never as a box of JSON; the raw JSON tab covers reshaping it.
 */
function StudioFallbackField(props: FieldProps) {
  const SchemaField = props.registry.fields.SchemaField as (p: FieldProps) => ReactNode;
  const { type: _none, ...kept } = props.schema;
  void _none;
  // Marked as a contract would be (a picture's key gets the picture picker, a colour's the colour field).
  const read = prepareContract({
    type: 'object',
    properties: { [props.name]: schemaOfValue(props.formData) },
  });
  const shaped = (read.properties as Record<string, Record<string, unknown>>)[props.name];
  const schema = { ...kept, ...shaped, title: kept.title ?? shaped?.title } as FieldProps['schema'];
  return <SchemaField {...props} schema={schema} />;
}

export const fields: RegistryFieldsType = {
  ArrayField: StudioArrayField,
  FallbackField: StudioFallbackField,
};

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

function StudioFieldTemplate(props: FieldTemplateProps) {
  const { hidden, schema, children } = props;
  if (hidden || schema.const !== undefined) return <div hidden>{children}</div>;
  const field = <StudioField {...props} />;
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

/** A list's buttons in words (RJSF's own draw Bootstrap icons, which this page does not have). */
function wordButton(words: string, extra = '') {
  return function WordButton(props: IconButtonProps) {
    const { id, onClick, disabled, className } = props;
    return (
      <button
        type="button"
        id={id}
        className={`st-small ${extra} ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
      >
        {words}
      </button>
    );
  };
}

/** One item of a list: its fields, then its buttons under them (the page is too narrow for columns). */
function StudioArrayItem(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={`${className ?? ''} st-item`}>
      {children}
      {hasToolbar ? (
        <div className="st-item-tools">
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A group's fields, with what the project's mobile template leaves out because a borrower never needs
 * it: the button that adds an optional group the file does not have yet (a dialog's rating), and the
 * one that adds a key to a group of named things (a new dialog, a new text).
 */
function StudioObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    properties,
    optionalDataControl,
    schema,
    uiSchema,
    formData,
    fieldPathId,
    onAddProperty,
    disabled,
    readonly,
    registry,
  } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <>
      {optionalDataControl}
      {properties.map((p) => p.content)}
      {canExpand(schema, uiSchema, formData) ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-object-property-expand"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </>
  );
}

/** Adding or taking off an optional group, said in words with the group's name. */
function StudioOptionalControls(props: OptionalDataControlsTemplateProps) {
  const { id, label, onAddClick, onRemoveClick } = props;
  const onClick = onAddClick ?? onRemoveClick;
  if (!onClick) return <em id={id}>{label}</em>;
  // The group's key is the last part of its id before RJSF's suffix (field_dialogs_withdraw_rating__…).
  const group = humanize(/_([^_]+)__[^_]*$/.exec(id)?.[1] ?? '').toLowerCase();
  return (
    <button type="button" id={id} className="st-small" onClick={onClick}>
      {group ? `${onAddClick ? 'Add' : 'Take off'} ${group}` : label}
    </button>
  );
}

export const templates = {
  ...themeTemplates,
  OptionalDataControlsTemplate: StudioOptionalControls,
  FieldTemplate: StudioFieldTemplate,
  ObjectFieldTemplate: StudioObjectFieldTemplate,
  ArrayFieldItemTemplate: StudioArrayItem,
  ButtonTemplates: {
    ...themeTemplates.ButtonTemplates,
    AddButton: wordButton('Add one', 'st-add'),
    CopyButton: wordButton('Copy'),
    MoveUpButton: wordButton('Move up'),
    MoveDownButton: wordButton('Move down'),
    RemoveButton: wordButton('Remove'),
  },
};
