// The registry of form item types: a server item's `cate` → the module that turns it into a field.
// Adding a type is one new file beside this one plus one line here (docs/item-types.md).
import { citySelect } from './citySelect';
import { day } from './day';
import { enumType } from './enum';
import { text } from './text';
import type { ItemType } from './types';

export type ItemTypeRegistry = Readonly<Record<string, ItemType | undefined>>;

export const itemTypes: ItemTypeRegistry = {
  text,
  enum: enumType,
  citySelect,
  day,
};

export type { BankItem, ItemContext, ItemType, InputTypeSpec } from './types';
