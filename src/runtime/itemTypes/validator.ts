// The checks of a form built from server items at run time. The strict CSP forbids compiling a
// schema in the browser (ajv generates code), so each property is checked by its item type's
// hand-written validator; tests prove the result equals ajv's for every schema a type builds.
// Errors come out in RJSF's shape, so a form's staff messages (errorMessages.ts) read them as they
// read RJSF's; RJSF's own error tree and merging are left out of the server form's chunk.
import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { checkField } from './checks';
import type { FieldSchema, ItemType, Keyword } from './types';

export type FormValues = Record<string, unknown>;

/** An error as ajv reports it (the subset this form produces). */
export interface RawError {
  keyword: Keyword;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

/** JSON Pointer escaping, as in ajv's instancePath. */
const pointer = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class ItemFormValidator {
  /**
   * @param types the item type of each property; a property without one gets every field check.
   * @param describe the plain message of a failed keyword (the screen's transformErrors refines it).
   */
  constructor(
    private readonly types: Readonly<Record<string, ItemType | undefined>>,
    private readonly describe: (keyword: Keyword, property: string) => string = (keyword) => keyword,
  ) {}

  /** The errors ajv would give for `schema` (an object of item fields, or one field) and `data`. */
  errorsOf(schema: RJSFSchema, data: unknown): RawError[] {
    const s = schema as ObjectSchema;
    if (s.type !== 'object') {
      return checkField(data, schema as FieldSchema).map((e) => ({
        ...e,
        instancePath: '',
        schemaPath: `#/${e.keyword}`,
      }));
    }
    if (!isObject(data))
      return [{ keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' } }];
    // The values are data: a server code such as "constructor" holds only what was entered, never
    // what Object's prototype has under that name. Entered as undefined is absent, as for ajv.
    const valueOf = (name: string) => (Object.hasOwn(data, name) ? data[name] : undefined);
    const errors: RawError[] = [];
    for (const name of s.required ?? []) {
      if (valueOf(name) === undefined) {
        errors.push({
          keyword: 'required',
          instancePath: '',
          schemaPath: '#/required',
          params: { missingProperty: name },
        });
      }
    }
    for (const [name, fieldSchema] of Object.entries(s.properties ?? {})) {
      const value = valueOf(name);
      if (value === undefined) continue;
      const type = this.types[name];
      const found = type ? type.validate(value, fieldSchema) : checkField(value, fieldSchema);
      for (const e of found) {
        errors.push({
          ...e,
          instancePath: pointer(name),
          schemaPath: `#/properties${pointer(name)}/${e.keyword}`,
        });
      }
    }
    return errors;
  }

  /** The errors of `formData`, each with its message, as RJSF's validateFormData lists them. */
  validationErrors(
    formData: FormValues | undefined,
    schema: RJSFSchema,
    transformErrors?: ErrorTransformer<FormValues>,
  ): RJSFValidationError[] {
    const errors = this.errorsOf(schema, formData).map((e) => {
      const missing = e.params.missingProperty as string | undefined;
      const property = missing ?? e.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
      const message = this.describe(e.keyword, property);
      return {
        name: e.keyword,
        property: missing ?? `.${property}`,
        message,
        params: e.params,
        stack: message,
        schemaPath: e.schemaPath,
      };
    });
    return transformErrors ? transformErrors(errors) : errors;
  }
}
