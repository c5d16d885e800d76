// What a server form item is, and what an item type must say about it (DESIGN.md, extension point 1):
// the JSON Schema and UI schema of its field, the messages of its checks, a hand-written validator
// that agrees with ajv on that schema (the strict CSP forbids compiling schemas in the browser), and
// how its value goes back into the payload.
import type { UIOptionsType } from '@rjsf/utils';
import type { InputRule } from '../base/form/inputRules';
import type { DrawnBy } from '../base/form/widgetNames';
import type { Vars } from '../base/template';
import type { BindBankScreen } from '../../config/generated/screens/bindBank';

/** One option of an item's `note`: `name` is shown, `type` is the value sent back. */
export interface NoteOption {
  name: string;
  type: string | number;
}

/**
 * One item of card-init's `data.items` (SPEC.md section 3). Only `code`, `cate` and `title` are certain.
 * `note` is the type's own: a list of options for a choice, or a text it reads itself (a date range);
 * each type makes sense of it and ignores a shape it does not read.
 */
export interface BankItem {
  code: string;
  cate: string;
  title: string;
  value?: string | number | null;
  subtitle?: string | null;
  note?: NoteOption[] | string | null;
  inputType?: string | null;
  cardTypeMi?: string | number | null;
  channelNumber?: string | number | null;
  cardType?: string | number | null;
}

/**
 * The JSON Schema keywords an item type may use for its field; the validators handle exactly these,
 * so a keyword outside them does not compile. `format: 'date'` with `formatMinimum`/`formatMaximum`
 * (ISO dates, both ends included) is the range of a calendar date, as ajv-formats checks it.
 */
export interface FieldSchema {
  type: 'string';
  title: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
  format?: 'date';
  formatMinimum?: string;
  formatMaximum?: string;
}

export type Keyword =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'enum'
  | 'format'
  | 'formatMinimum'
  | 'formatMaximum';

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

/** The messages and texts of schemas/screens/bindBank.json, as its contract (and so the check) holds them. */
export type ScreenMessageKey = keyof BindBankScreen['messages'] & string;
export type ScreenTextKey = keyof BindBankScreen['texts'] & string;

/**
 * What the screen lends to item types: its rules and texts (no visible text lives in code). A type
 * reads only the keys it declares (`reads`), so a key it forgot to declare does not compile, and a
 * declared key the staff file lacks is refused by the staff-file check.
 */
export interface ItemContext<M extends string = ScreenMessageKey, T extends string = ScreenTextKey> {
  inputTypes: Record<string, InputTypeSpec>;
  /** A widget text of the screen (placeholders, button names); an unknown key fails loudly. */
  text: (key: T) => string;
  /** A message of the screen with {placeholders} filled; an unknown key fails loudly. */
  message: (key: M, vars?: Vars) => string;
  /**
   * A message named by staff data rather than by code (an input type's `patternMessage`), which the
   * staff-file check holds to the screen's messages; `where` is the JSON pointer it came from.
   */
  namedMessage: (key: string, where: string, vars?: Vars) => string;
  /** The app's own "try again" (schemas/messages.json `retry`), for widgets that can retry a load. */
  retry: () => string;
  /** Whether the screen marks this item as optional (every item is required otherwise). */
  isOptional: (item: BankItem) => boolean;
}

/** The widgets the bank form draws (the `itemForm` names of widgetNames.ts): any other does not compile. */
export type ItemWidgetName = DrawnBy['itemForm'];

/**
 * The UI schema of one item field: a widget the bank form draws and what that widget reads. A type
 * alias, not an interface, so it is a UiSchema as RJSF types one (an interface has no index signature).
 */
export type ItemUiSchema = {
  'ui:widget': ItemWidgetName;
  'ui:placeholder'?: string;
  'ui:title'?: string;
  'ui:enumNames'?: string[];
  'ui:options'?: UIOptionsType;
};

/** A schema with a keyword FieldSchema lacks (`minimum`, a misspelt one) does not compile: it is `never`. */
export type OnlyFieldKeywords<S> = S & { [K in Exclude<keyof S, keyof FieldSchema>]: never };

export interface ItemField<S extends FieldSchema = FieldSchema> {
  schema: OnlyFieldKeywords<S>;
  uiSchema: ItemUiSchema;
  /** The message shown for each failed keyword. */
  messages: Partial<Record<Keyword, string>>;
  /** Whether a value is needed; item types may leave it to `ctx.isOptional`. */
  required: boolean;
}

/**
 * One item the sandbox's card-init sends for this type, and a value a person would enter that the
 * type accepts. The sandbox form, the tests' fill helpers, the gallery's steps and the validator
 * property test are made of every registered type's samples. `value` is left out where the staff's
 * input rule decides what is valid (the gallery's "{valid}").
 */
export interface ItemSample {
  item: Omit<BankItem, 'cate'> & {
    /** The card type tab it is on: 0 every tab (the default), 1 e-wallet, 2 bank card. */
    cardTypeMi?: number;
  };
  value?: string;
}

export interface ItemType<
  M extends string = ScreenMessageKey,
  T extends string = ScreenTextKey,
  S extends FieldSchema = FieldSchema,
> {
  /** The screen messages and texts the type reads: the contract and the staff-file check require them. */
  reads: { messages: readonly M[]; texts: readonly T[] };
  /** At least one sample; see ItemSample. */
  samples: readonly [ItemSample, ...ItemSample[]];
  /** The JSON Schema, UI schema and messages of the item's field. */
  field(item: BankItem, ctx: ItemContext<M, T>): ItemField<S>;
  /** The keywords of `schema` (as built by `field`) that `value` fails, in ajv's sense. */
  validate(value: unknown, schema: FieldSchema): FieldError[];
  /** The value sent in the bind payload; the string itself when absent. */
  toPayload?(value: unknown): string;
}

/**
 * An item type, its context typed by what it declares it reads: `ctx.message('x')` compiles only
 * when `reads.messages` names "x", and `reads` only names keys the screen file's contract has.
 */
export function itemType<
  const M extends ScreenMessageKey = never,
  const T extends ScreenTextKey = never,
  S extends FieldSchema = FieldSchema,
>(type: ItemType<M, T, S>): ItemType {
  return type as unknown as ItemType;
}
