// The staff-written message of a failed check, shared by the two renderers of server and schema
// forms (SchemaForm with RJSF, ItemFormView without): messages come from the form's
// `errorMessages`, by field and keyword, never from code.
import type { ErrorTransformer } from '@rjsf/utils';

export interface FormMessages {
  errorMessages?: Record<string, Record<string, string>>;
}

/** Maps an ajv error (property `.phone`, keyword `pattern`) to the staff-written message. */
export function errorTransformer(messages: FormMessages['errorMessages'] = {}): ErrorTransformer {
  return (errors) =>
    errors.map((e) => {
      const missing = String((e.params as { missingProperty?: string })?.missingProperty ?? '');
      const field = (e.property ?? '').replace(/^\./, '') || missing;
      const byField = messages[field] ?? messages[missing];
      const text = byField?.[e.name ?? ''] ?? byField?.['*'];
      return text ? { ...e, message: text, stack: text } : e;
    });
}
