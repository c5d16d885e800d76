// What every studio control may read: the form's context, and the marks and ids they share.
import { STUDIO, type Mark } from '../contract';
import type { Names } from '../../shared/protocol';

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

export const markOf = (schema: unknown): Mark | undefined =>
  typeof schema === 'object' && schema !== null
    ? ((schema as Record<string, unknown>)[STUDIO] as Mark)
    : undefined;

/** The id of the form's root (RJSF's idPrefix): its fields' ids start with it. */
export const ROOT_ID = 'field';

export const helpId = (id: string) => `${id}__help`;
