// The registration form's checks, by its build-time validator: which message a field earns first.
import * as validators from 'virtual:form-validator/register';
import { screen } from '../../config/generated/screens/register';
import { fieldMessages } from '../../runtime/base/form/FlatForm';

export type Registration = { phone?: string; capcode?: string; smsCode?: string };
type Validate = ((d: unknown) => boolean) & { errors?: Parameters<typeof fieldMessages>[0] | null };

const { form } = screen;
const validateForm = (validators as Record<string, unknown>)[form.schema.$id] as Validate;

/** The first message the given fields earn, in their order on screen. */
export function firstProblem(data: Registration, fields: (keyof Registration)[]): string | undefined {
  const filled = Object.fromEntries(Object.entries(data).filter(([, v]) => v));
  if (validateForm(filled)) return undefined;
  const found = fieldMessages(validateForm.errors ?? [], form.errorMessages);
  return fields.map((f) => found[f]).find(Boolean);
}
