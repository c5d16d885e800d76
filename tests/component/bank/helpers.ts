// Shared steps of the bank binding tests: open the screen, fill fields as a person would, read the
// requests the screen sent and the bridge calls it made.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, expect, vi, type Mock } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/server';
import { endpointPattern } from '../../../src/platform/endpoints';
import { validPhone } from '../../support/mobileNumber';
import bindBank from '../../../schemas/screens/bindBank.json';
import { BANK as BANK_TYPE, EWALLET as EWALLET_TYPE } from '../../../src/sandbox/bankItems';
import { otherSamples, valueOf } from '../../support/bankSamples';
import { itemTypes, type BankItem } from '../../../src/runtime/itemTypes';
import { itemContext } from '../../../src/screens/bank/bankForm';

// Labels, messages, limits and input types as staff configured them, so a staff edit keeps these green.
export const { texts, messages, limits, data } = bindBank;
/** The label of the card type tab for a type (1 e-wallet, 2 bank card: the server's numbers). */
export const tab = (type: number) => data.cardTypes.find((t) => t.type === type)?.label as string;
export const EWALLET = tab(1);
export const CARD = tab(2);
/** The name of the channel chosen when the page opens. */
export const DEFAULT_CHANNEL = data.channels.find((c) => c.channelNumber === data.defaultChannel)
  ?.name as string;

// antd-mobile's popups listen for drags with pointer capture, which jsdom lacks.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: () => undefined, configurable: true });
}
if (!('hasPointerCapture' in Element.prototype))
  Object.defineProperty(Element.prototype, 'hasPointerCapture', { value: () => false, configurable: true });

/** The first visit compiles the screen's chunk, which takes a while on a busy machine. */
export const SLOW = { timeout: 15000 };

interface Sent {
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
}

/** Every request the screen sends, with its form-encoded body. */
export function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const clone = request.clone();
    const entry: Sent = { path: url.pathname, query: url.searchParams, body: new URLSearchParams() };
    sent.push(entry);
    void clone.text().then((text) => {
      entry.body = new URLSearchParams(text);
    });
  });
  return sent;
}

type Bridge = Record<'closeWebView' | 'startBankFlow' | 'endBankFlow', Mock>;

/** Plays the native app's message handlers, as window.webkit.messageHandlers. */
export function installBridge(): Bridge {
  const bridge: Bridge = { closeWebView: vi.fn(), startBankFlow: vi.fn(), endBankFlow: vi.fn() };
  const messageHandlers = Object.fromEntries(
    Object.entries(bridge).map(([name, fn]) => [name, { postMessage: fn }]),
  );
  (window as unknown as { webkit?: unknown }).webkit = { messageHandlers };
  return bridge;
}

afterEach(() => {
  delete (window as unknown as { webkit?: unknown }).webkit;
  server.events.removeAllListeners();
});

/**
 * antd-mobile popups ignore taps while they slide in (pointer-events: none), as on a phone; wait
 * until the sheet holding `element` has arrived before tapping in it.
 */
export async function whenSettled<T extends HTMLElement>(element: T): Promise<T> {
  const sheet = element.closest<HTMLElement>('.adm-popup-body');
  if (sheet) await waitFor(() => expect(sheet.style.pointerEvents).not.toBe('none'), SLOW);
  return element;
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const findField = (name: string) => screen.findByRole('textbox', { name }, SLOW);

/** Opens the e-wallet tab, whichever tab the page opened on. */
export async function onEwallet(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: EWALLET }, SLOW));
}

/** An other sample's field as its item type builds it with the screen's context. */
function otherField(item: BankItem) {
  const type = itemTypes[item.cate];
  if (!type)
    throw new Error(`tests/component/bank/helpers.ts: no item type "${item.cate}" for "${item.code}"`);
  return { type, field: type.field(item, itemContext) };
}

/**
 * Fills the other fields of the tab with their item type's sample value, so a type added to the
 * registry (and so to the sandbox form) is filled too: picked in a list, or typed into the control
 * its label names (a text box, a date field).
 */
export async function fillOtherSamples(user: UserEvent, cardType: number) {
  for (const sample of otherSamples(cardType)) {
    const { item } = sample;
    const value = valueOf(sample);
    // A required field's label ends with its mark (" *"), which is not part of its name.
    const control = await screen.findByLabelText(
      item.title,
      { normalizer: (t) => t.replace(/\s*\*$/, '').trim() },
      SLOW,
    );
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else if (
      (control instanceof HTMLInputElement && !control.readOnly) ||
      control instanceof HTMLTextAreaElement
    )
      await user.type(control, value);
    else
      throw new Error(
        `tests/component/bank/helpers.ts: "${item.title}" (${item.cate}) is neither typed nor picked from a list; fill it here by hand`,
      );
  }
}

/** What the other fields of the tab say when left empty (each is required unless staff say otherwise). */
export const otherRequiredMessages = (cardType: number): string[] =>
  otherSamples(cardType).flatMap(({ item }) => {
    const { field: built } = otherField(item);
    return built.required && built.messages.required ? [built.messages.required] : [];
  });

/** What the other fields of the tab send, filled by fillOtherSamples. */
export const otherPayload = (cardType: number): Record<string, string> =>
  Object.fromEntries(
    otherSamples(cardType).map(({ item, value }) => {
      const { type } = otherField(item);
      return [item.code, type.toPayload ? type.toPayload(value) : String(value ?? '')];
    }),
  );

export async function fillEwallet(user: UserEvent, name = 'Maria Santos', mobile = validPhone()) {
  await onEwallet(user);
  await user.type(await findField('Account name'), name);
  await user.type(field('E-wallet mobile number'), mobile);
  await fillOtherSamples(user, EWALLET_TYPE);
}

/** A card number the sandbox bank accepts. */
export const CARD_NUMBER = '4321567812345678';

/** Fills every bank-card field; the card number decides whether the sandbox bank accepts it. */
export async function fillBankCard(user: UserEvent, cardNo = CARD_NUMBER) {
  await user.click(await screen.findByRole('tab', { name: CARD }, SLOW));
  await user.type(await findField('Account name'), 'Juan Dela Cruz');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Bank name' }), 'BDO');
  await user.type(field('Card or account number'), cardNo);
  await user.click(field('Branch city'));
  const dialog = await screen.findByRole('dialog', { name: 'Branch city' });
  await user.click(
    await whenSettled(
      await within(dialog).findByRole('button', { name: 'National Capital Region (NCR)' }, SLOW),
    ),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Metro Manila' }));
  await user.click(within(dialog).getByRole('button', { name: 'Makati' }));
  await user.type(field('Postal code'), '1226');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Salary day' }), '15');
  await user.click(field('Monthly income (₱)'));
  await whenSettled(await screen.findByRole('button', { name: texts.moneyConfirm }));
  for (const key of ['2', '5', '0', '0', '0']) await user.click(screen.getByRole('button', { name: key }));
  await user.click(screen.getByRole('button', { name: texts.moneyConfirm }));
  await fillOtherSamples(user, BANK_TYPE);
}

/** Answers card-init with these items instead of the sandbox's form. */
export function answerCardInit(items: Record<string, unknown>[]): void {
  server.use(
    http.post(endpointPattern('cardInit'), () =>
      HttpResponse.json({ code: '00', message: 'success', data: { items } }),
    ),
  );
}
