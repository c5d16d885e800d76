// The studio's fields: a rule list gets the rule table, and a value its contract leaves open is shown
// as what it holds.
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { humanize, prepareContract } from '../contract';
import { RuleListField } from '../rules/RuleListField';
import { markOf } from './formContext';

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
