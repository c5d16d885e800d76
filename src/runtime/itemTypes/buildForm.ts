// Turns server items into one RJSF form: JSON Schema, UI schema, messages per field and keyword, a
// validator made of the item types' own validators, and the way back from form values to payload.
// An item whose `cate` no type claims becomes a notice naming it; the rest of the form still works.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDeclaration } from '../base/form/formDeclaration';
import { itemTypes, type ItemTypeRegistry } from './index';
import type { BankItem, ItemContext, ItemField, ItemType } from './types';
import { ItemFormValidator, type FormValues } from './validator';

export interface FormField {
  item: BankItem;
  /** Undefined for an item of an unknown `cate`: it is shown as a notice and never sent. */
  type: ItemType | undefined;
  field: ItemField;
}

export interface ItemForm {
  form: FormDeclaration & { schema: RJSFSchema; uiSchema: UiSchema };
  fields: FormField[];
  validator: ItemFormValidator;
}

function unknownField(item: BankItem, ctx: ItemContext): ItemField {
  return {
    schema: { type: 'string', title: item.title || item.code },
    uiSchema: {
      'ui:widget': 'UnknownItemWidget',
      'ui:options': {
        notice: ctx.message('unknownCate', { title: item.title || item.code, cate: item.cate }),
      },
    },
    messages: {},
    required: false,
  };
}

export function buildItemForm(
  items: readonly BankItem[],
  ctx: ItemContext,
  registry: ItemTypeRegistry = itemTypes,
): ItemForm {
  const properties: Record<string, ItemField['schema']> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  const errorMessages: Record<string, Record<string, string>> = {};
  const fields: FormField[] = [];
  const types: Record<string, ItemType | undefined> = {};
  for (const item of items) {
    // Two items with one code would write one value; the first one wins, as the server listed it.
    if (Object.prototype.hasOwnProperty.call(properties, item.code)) continue;
    const type = Object.prototype.hasOwnProperty.call(registry, item.cate) ? registry[item.cate] : undefined;
    const field = type ? type.field(item, ctx) : unknownField(item, ctx);
    properties[item.code] = field.schema;
    uiSchema[item.code] = field.uiSchema;
    if (field.required) required.push(item.code);
    errorMessages[item.code] = Object.fromEntries(Object.entries(field.messages).filter(([, m]) => m));
    types[item.code] = type;
    fields.push({ item, type, field });
  }
  uiSchema['ui:order'] = [...fields.map((f) => f.item.code), '*'];
  const schema: RJSFSchema = { type: 'object', properties: properties as RJSFSchema['properties'], required };
  const validator = new ItemFormValidator(
    types,
    (keyword, property) => errorMessages[property]?.[keyword] ?? ctx.message('invalid', { title: property }),
  );
  return { form: { schema, uiSchema, errorMessages }, fields, validator };
}

/** The values the server already knows (an item's `value`), as the form starts with them. */
export function initialValues(items: readonly BankItem[]): FormValues {
  const values: FormValues = {};
  for (const item of items) {
    if (item.value !== undefined && item.value !== null && String(item.value) !== '')
      values[item.code] = String(item.value);
  }
  return values;
}

/** The payload fields of a valid form: every known field by its code, empty when left blank. */
export function toPayload(form: ItemForm, values: FormValues): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const { item, type } of form.fields) {
    if (!type) continue;
    const value = values[item.code];
    payload[item.code] = type.toPayload
      ? type.toPayload(value)
      : value === undefined || value === null
        ? ''
        : String(value);
  }
  return payload;
}
