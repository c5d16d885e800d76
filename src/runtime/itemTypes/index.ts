// The registry of form item types: a server item's `cate` → the module that turns it into a field.
// Adding a type is one new file beside this one plus one line here (docs/item-types.md): the
// contract, the staff-file check, the sandbox form and the tests read what each type declares.
// Node tools (the check, npm run contracts) import it, so no item type may import a staff file: the
// check must load to say, in words, that one is not valid JSON.
import { citySelect } from './citySelect.ts';
import { day } from './day.ts';
import { enumType } from './enum.ts';
import { text } from './text.ts';
import type { ItemType } from './types.ts';

export type ItemTypeRegistry = Readonly<Record<string, ItemType | undefined>>;

export const itemTypes: ItemTypeRegistry = {
  text,
  enum: enumType,
  citySelect,
  day,
};

export type { BankItem, ItemContext, ItemSample, ItemType, InputTypeSpec } from './types.ts';
