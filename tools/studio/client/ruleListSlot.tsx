// The slot of the rule table (tools/studio/client/rules/RuleListField.tsx, helper "rules"): until
// that file is in, a rule list shows as RJSF's own list of rows, so every row can still be edited.
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import type { ReactNode } from 'react';

const DefaultArrayField = getDefaultRegistry().fields.ArrayField as (p: FieldProps) => ReactNode;

export function RuleListField(props: FieldProps) {
  return <DefaultArrayField {...props} />;
}
