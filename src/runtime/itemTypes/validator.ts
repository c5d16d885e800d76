// RJSF's ValidatorType for a form built from server items at run time. The strict CSP forbids
// compiling a schema in the browser (ajv generates code), so each property is checked by its item
// type's hand-written validator; tests prove the result equals ajv's for every schema a type builds.
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
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

/**
 * The form data with every field of the form present, undefined where nothing is entered: what RJSF's
 * getDefaultFormState gives a custom validator for an item form (flat, no defaults, no $ref), without
 * its schema machinery, which would otherwise ride on the bank form's first load.
 */
function withEveryField(schema: RJSFSchema, formData: FormValues | undefined): FormValues {
  const fields = Object.keys((schema as ObjectSchema).properties ?? {});
  return { ...Object.fromEntries(fields.map((name) => [name, undefined])), ...formData };
}

export class ItemFormValidator implements ValidatorType<FormValues> {
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
    const errors: RawError[] = [];
    for (const name of s.required ?? []) {
      // ajv's test for presence (inherited properties count, an undefined value does not).
      if (data[name] === undefined) {
        errors.push({
          keyword: 'required',
          instancePath: '',
          schemaPath: '#/required',
          params: { missingProperty: name },
        });
      }
    }
    for (const [name, fieldSchema] of Object.entries(s.properties ?? {})) {
      if (data[name] === undefined) continue;
      const type = this.types[name];
      const found = type ? type.validate(data[name], fieldSchema) : checkField(data[name], fieldSchema);
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

  rawValidation<Result = RawError>(
    schema: RJSFSchema,
    formData?: FormValues,
  ): { errors?: Result[]; validationError?: Error } {
    const errors = this.errorsOf(schema, formData);
    return { errors: errors.length ? (errors as Result[]) : undefined };
  }

  // The form's schemas hold no $ref, so the root schema adds nothing to check against.
  isValid(schema: RJSFSchema, formData: FormValues | undefined, _rootSchema?: RJSFSchema): boolean {
    return this.errorsOf(schema, formData).length === 0;
  }

  validateFormData(
    formData: FormValues | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormValues>,
    transformErrors?: ErrorTransformer<FormValues>,
    uiSchema?: UiSchema<FormValues>,
  ): ValidationData<FormValues> {
    let errors: RJSFValidationError[] = this.errorsOf(schema, formData).map((e) => {
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
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<FormValues>(errors);
    if (!customValidate) return { errors, errorSchema };
    const withUndefined = withEveryField(schema, formData);
    const handler = customValidate(
      withUndefined,
      createErrorHandler<FormValues>(withUndefined),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge<FormValues>({ errors, errorSchema }, unwrapErrorHandler<FormValues>(handler));
  }
}
