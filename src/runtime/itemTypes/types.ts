// What a server form item is, and what an item type must say about it (DESIGN.md, extension point 1):
// the JSON Schema and UI schema of its field, the messages of its checks, a hand-written validator
// that agrees with ajv on that schema (the strict CSP forbids compiling schemas in the browser), and
// how its value goes back into the payload.
import type { UiSchema } from '@rjsf/utils';
import type { InputRule } from '../base/form/inputRules';
import type { Vars } from '../base/template';

/** One option of an item's `note`: `name` is shown, `type` is the value sent back. */
export interface NoteOption {
  name: string;
  type: string | number;
}

/** One item of card-init's `data.items` (SPEC.md section 3). Only `code`, `cate` and `title` are certain. */
export interface BankItem {
  code: string;
  cate: string;
  title: string;
  value?: string | number | null;
  subtitle?: string | null;
  note?: NoteOption[] | null;
  inputType?: string | null;
  cardTypeMi?: string | number | null;
  channelNumber?: string | number | null;
  cardType?: string | number | null;
}

/** The JSON Schema keywords an item type may use for its field; the validators handle exactly these. */
export interface FieldSchema {
  type: 'string';
  title: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
}

export type Keyword = 'required' | 'type' | 'minLength' | 'maxLength' | 'pattern' | 'enum';

/** A failed check, shaped like the ajv error it stands for (without the path, which the form adds). */
export interface FieldError {
  keyword: Exclude<Keyword, 'required'>;
  params: Record<string, unknown>;
}

/** How a server `inputType` is typed and checked; staff keep these in the screen schema. */
export interface InputTypeSpec {
  rule: InputRule['kind'];
  maxLength?: number;
  /** How the typed digits are displayed, e.g. [4, 3, 4] for a Philippine mobile number. */
  groups?: number[];
  minLength?: number;
  pattern?: string;
  /** Key in the screen's messages for a failed pattern. */
  patternMessage?: string;
  /** The text itself for a failed pattern, when a shared rule brings its own (the mobile-number rule). */
  message?: string;
}

/** What the screen lends to item types: its rules and texts (no visible text lives in code). */
export interface ItemContext {
  inputTypes: Record<string, InputTypeSpec>;
  /** A widget text of the screen (placeholders, button names); an unknown key fails loudly. */
  text: (key: string) => string;
  /** A message of the screen with {placeholders} filled. */
  message: (key: string, vars?: Vars) => string;
  /** Whether the screen marks this item as optional (every item is required otherwise). */
  isOptional: (item: BankItem) => boolean;
}

export interface ItemField {
  schema: FieldSchema;
  uiSchema: UiSchema;
  /** The message shown for each failed keyword. */
  messages: Partial<Record<Keyword, string>>;
  /** Whether a value is needed; item types may leave it to `ctx.isOptional`. */
  required: boolean;
}

export interface ItemType {
  /** The JSON Schema, UI schema and messages of the item's field. */
  field(item: BankItem, ctx: ItemContext): ItemField;
  /** The keywords of `schema` (as built by `field`) that `value` fails, in ajv's sense. */
  validate(value: unknown, schema: FieldSchema): FieldError[];
  /** The value sent in the bind payload; the string itself when absent. */
  toPayload?(value: unknown): string;
}
