// The "then" part of a rule row and its note: the outcome as RJSF's own field for the contract's
// `then` (which names itself, "Then" being the contract's title), or as JSON where the contract
// gives no schema for it.
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { isObject } from '../../../tools/staff/json';
import type { Row } from './ruleRow';

export function RuleOutcome(props: {
  field: FieldProps;
  thenSchema: RJSFSchema | undefined;
  index: number;
  rowId: string;
  label: string;
  row: Row;
  lock: boolean;
  onRow: (row: Row) => void;
}) {
  const { field, thenSchema, index, rowId, label, row, lock, onRow } = props;
  const SchemaField = field.registry.fields.SchemaField as (p: FieldProps) => ReactNode;
  const rowErrors = field.errorSchema?.[index];
  return (
    <>
      {thenSchema ? (
        <SchemaField
          {...field}
          name="then"
          schema={thenSchema}
          uiSchema={{}}
          formData={row.then}
          errorSchema={(isObject(rowErrors) ? rowErrors.then : undefined) as never}
          fieldPathId={{ $id: `${rowId}_then`, path: [...field.fieldPathId.path, index, 'then'] }}
          required={false}
          disabled={lock}
        />
      ) : (
        <textarea
          aria-label={`${label}: then (JSON)`}
          placeholder="then (JSON)"
          className="sf-input"
          defaultValue={JSON.stringify(row.then)}
          disabled={lock}
          onChange={(e) => {
            try {
              onRow({ ...row, then: JSON.parse(e.target.value) as unknown });
            } catch {
              // Half-typed JSON: the row keeps its outcome until the text is JSON again.
            }
          }}
        />
      )}
      <label className="st-rule-part" htmlFor={`${rowId}_comment`}>
        Note
      </label>
      <input
        id={`${rowId}_comment`}
        aria-label={`${label}: note`}
        className="sf-input"
        value={typeof row.comment === 'string' ? row.comment : ''}
        disabled={lock}
        onChange={(e) => {
          const next: Row = { ...row, comment: e.target.value };
          if (e.target.value === '') delete next.comment;
          onRow(next);
        }}
      />
    </>
  );
}
