// The bank screen's reading of card-init items: which card types and channels they belong to, the
// item-type context drawn from the screen schema, and the bind payload (SPEC.md sections 3 and 4).
import { screen } from '../../config/generated/screens/bindBank';
import { config, message } from '../../config';
import type { BankItem, ItemContext } from '../../runtime/itemTypes';
import { readInputTypes } from '../../runtime/itemTypes/inputTypes';
import { fill, type Vars } from '../../runtime/base/template';
import { named } from '../../runtime/base/failLoudly';

const data = screen.data;
type CardTypeTab = (typeof data.cardTypes)[number];

const cardTypeTabs = data.cardTypes;
export const channels = data.channels;
export const defaultChannel = data.defaultChannel;
export const channelCardType = data.channelCardType;

const texts: Record<string, string> = screen.texts;
const messages: Record<string, string> = screen.messages;

export const itemContext: ItemContext = {
  inputTypes: readInputTypes(
    data.inputTypes,
    'schemas/screens/bindBank.json#/data/inputTypes',
    config.mobileNumber,
  ),
  text: (key) => named(texts, key, 'text', 'schemas/screens/bindBank.json#/texts') ?? '',
  // A message the file lacks fails loudly, as a text does (the check and the compiler refuse it
  // first); in production the borrower still reads the general "check this field".
  message: (key, vars: Vars = {}) =>
    fill(
      named(messages, key, 'message', 'schemas/screens/bindBank.json#/messages') ?? messages.invalid ?? '',
      vars,
    ),
  namedMessage: (key, where, vars: Vars = {}) =>
    fill(named(messages, key, 'message', where) ?? messages.invalid ?? '', vars),
  retry: () => message('retry'),
  isOptional: (item) => data.optionalCodes.includes(item.code),
};

const asString = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const aliasOf = (key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(config.cateAliases, key) ? config.cateAliases[key] : undefined;

function cateOf(raw: unknown): string {
  const cate = asString(raw).trim();
  return aliasOf(cate) ?? aliasOf(cate.toLowerCase()) ?? cate;
}

/**
 * Items as the form needs them: string codes and titles (a server may send numbers or leave a title
 * out) and item types by their registry names.
 */
export function normalizeItems(raw: readonly BankItem[]): BankItem[] {
  return raw.map((item) => {
    const code = asString(item.code);
    return { ...item, code, cate: cateOf(item.cate), title: asString(item.title) || code };
  });
}

/** The card type an item belongs to: `cardTypeMi` (0 = every type), else `cardType`. */
function cardTypeOf(item: BankItem): number {
  const n = Number(item.cardTypeMi ?? item.cardType ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** The e-wallet channel an item is limited to, if any. */
function channelOf(item: BankItem): string {
  const c = asString(item.channelNumber);
  return c === '0' ? '' : c;
}

export function itemsFor(items: readonly BankItem[], cardType: number, channel: string): BankItem[] {
  return items.filter((item) => {
    const type = cardTypeOf(item);
    if (type !== 0 && type !== cardType) return false;
    const only = channelOf(item);
    return cardType !== channelCardType || only === '' || only === channel;
  });
}

/** The tabs a person may use: the configured types that some item belongs to (all when none does). */
export function allowedCardTypes(items: readonly BankItem[]): CardTypeTab[] {
  const types = new Set(items.map(cardTypeOf));
  const allowed = types.has(0) ? cardTypeTabs : cardTypeTabs.filter((t) => types.has(t.type));
  return allowed.length ? allowed : cardTypeTabs;
}

export function firstCardType(tabs: readonly CardTypeTab[]): number {
  const preferred = screen.limits.defaultCardType;
  return tabs.some((t) => t.type === preferred) ? preferred : (tabs[0]?.type ?? preferred);
}

/** The bind payload: the fields by code, plus product_id, the card type and, for e-wallets, the channel. */
export function bindPayload(
  fields: Record<string, string>,
  productId: string,
  cardType: number,
  channel: string,
): Record<string, string> {
  return {
    cardType: String(cardType),
    ...(cardType === channelCardType && { channelNumber: channel }),
    ...fields,
    product_id: productId,
  };
}
