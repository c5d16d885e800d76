// Renders a form declared in a screen schema with RJSF, our mobile theme and a validator compiled at
// build time; validation messages come from the screen's `errorMessages`, never from code.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType, Widget } from '@rjsf/utils';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];
import { templates } from './theme';
import { unknownName } from '../base/failLoudly';
import { resolveWidget } from '../base/form/resolveWidget';
import { widgetRegistry } from './widgets';
import { namedWidgets } from './uiWidgets';
import { isScreenWidget, type ScreenWidgetName } from '../base/form/widgetNames';
import { errorTransformer } from './errorMessages';
import type { FormDeclaration } from '../base/form/formDeclaration';

export function makeValidator<T>(fns: ValidatorFunctions, form: FormDeclaration): ValidatorType<T> {
  return createPrecompiledValidator<T>(fns, form.schema as RJSFSchema);
}

interface SchemaFormProps<T> {
  form: FormDeclaration;
  validator: ValidatorType<T>;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  /** Called with the first message when validation fails (screens usually toast it). */
  onInvalid?: (firstMessage: string) => void;
  /** The widgets the screen brings itself (declared in widgetNames.ts), beside the registry's. */
  widgets?: Partial<Record<ScreenWidgetName, Widget>>;
  /** Where the form is declared (a schema file), named when a widget name resolves to nothing. */
  source?: string;
  disabled?: boolean;
  id?: string;
  children?: ReactNode;
}

export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const {
    form,
    validator,
    formData,
    onChange,
    onSubmit,
    onInvalid,
    widgets,
    source,
    disabled,
    id,
    children,
  } = props;
  const registered = useMemo(() => {
    for (const { name, pointer } of namedWidgets(form.uiSchema)) {
      const where = `${source ?? 'a form'}#/uiSchema${pointer}`;
      const found = resolveWidget('schemaForm', name, where);
      if (found && isScreenWidget(found) && !widgets?.[found])
        unknownName(`widget "${found}", which its screen brings and this one did not,`, where);
    }
    return { ...widgetRegistry, ...widgets };
  }, [widgets, form, source]);
  return (
    <Form<T>
      id={id}
      className="schema-form"
      schema={form.schema as RJSFSchema}
      uiSchema={form.uiSchema as UiSchema<T>}
      validator={validator}
      formData={formData}
      widgets={registered}
      templates={templates}
      transformErrors={errorTransformer(form.errorMessages)}
      showErrorList={false}
      noHtml5Validate
      disabled={disabled}
      onChange={(e) => onChange(e.formData as T)}
      onSubmit={(e, event?: FormEvent) => {
        event?.preventDefault();
        onSubmit(e.formData as T);
      }}
      onError={(errors) => {
        const first = errors[0]?.message;
        if (first && onInvalid) onInvalid(first);
      }}
    >
      {children ?? <></>}
    </Form>
  );
}
