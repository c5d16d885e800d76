// Binding a payment account as a person sees it: the server's form, card type tabs, channels and each widget's
// input rules (SPEC.md sections 2 to 5).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAnswerFailureSaid } from '../../support/openingFailure';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import {
  CARD,
  DEFAULT_CHANNEL,
  EWALLET,
  SLOW,
  answerCardInit,
  data,
  field,
  findField,
  limits,
  messages,
  onEwallet,
  recordRequests,
  texts,
  whenSettled,
} from './helpers';
import { endpointPattern, endpointPath } from '../../../src/platform/endpoints';
import { mobileRule, shownPhone, validPhone } from '../../support/mobileNumber';
import app from '../../../schemas/app.json';
import bindBank from '../../../schemas/screens/bindBank.json';
import shared from '../../../schemas/messages.json';
import { anyOf, grouped } from '../../support/staff';
import { fill } from '../../../src/runtime/base/template';

const unknownType = (title: string, cate?: string) =>
  anyOf(messages.unknownCate, cate ? { title, cate } : { title });

describe('bank binding form', () => {
  it('loads the server form for the product under the schema title, on the configured tab, with the configured channel', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=7');
    expect(await screen.findByRole('heading', { name: bindBank.title }, SLOW)).toBeInTheDocument();
    await findField('Account name');
    for (const { type, label } of data.cardTypes)
      expect(screen.getByRole('tab', { name: label })).toHaveAttribute(
        'aria-selected',
        String(type === limits.defaultCardType),
      );
    await onEwallet(user);
    expect(screen.getByRole('tab', { name: EWALLET })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: CARD })).toHaveAttribute('aria-selected', 'false');
    for (const { name } of data.channels) {
      const radio = screen.getByRole('radio', { name });
      if (name === DEFAULT_CHANNEL) expect(radio).toBeChecked();
      else expect(radio).not.toBeChecked();
    }
    expect(field('E-wallet mobile number')).toBeInTheDocument();
    // Bank-card fields belong to the other tab.
    expect(screen.queryByRole('textbox', { name: 'Card or account number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.next })).toBeEnabled();
    const init = sent.find((r) => r.path === endpointPath('cardInit'));
    await waitFor(() => expect(init?.body.get('product_id')).toBe('7'));
    expect(document.title).toBe(bindBank.title);
  });

  it('shows only the fields of the chosen card type and keeps what was typed across tabs', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    await onEwallet(user);
    await user.type(await findField('Account name'), 'Maria Santos');
    await user.click(screen.getByRole('tab', { name: CARD }));
    expect(screen.getByRole('tab', { name: CARD })).toHaveAttribute('aria-selected', 'true');
    expect(field('Card or account number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bank name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-wallet mobile number' })).not.toBeInTheDocument();
    // The channel choice belongs to e-wallets only.
    expect(screen.queryByRole('radio', { name: DEFAULT_CHANNEL })).not.toBeInTheDocument();
    // Account name belongs to both card types (cardTypeMi 0) and keeps its value.
    expect(field('Account name')).toHaveValue('Maria Santos');
    await user.type(field('Card or account number'), '1234');
    await user.click(screen.getByRole('tab', { name: EWALLET }));
    expect(field('Account name')).toHaveValue('Maria Santos');
    await user.click(screen.getByRole('tab', { name: CARD }));
    expect(field('Card or account number')).toHaveValue('1234');
  });

  it('offers only the card type the items allow (cardTypeMi)', async () => {
    renderRoute('/bindBank?product_id=bankonly');
    await findField('Card or account number');
    expect(screen.getByRole('tab', { name: CARD })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: EWALLET })).not.toBeInTheDocument();
  });

  it('shows a field limited to a channel only while that channel is chosen', async () => {
    const user = userEvent.setup();
    answerCardInit([
      { code: 'accountName', cate: 'text', title: 'Account name', cardTypeMi: 0 },
      {
        code: 'mayaTag',
        cate: 'text',
        title: 'Maya username',
        cardTypeMi: 1,
        channelNumber: '90007',
      },
    ]);
    renderRoute('/bindBank?product_id=7');
    await onEwallet(user);
    await findField('Account name');
    expect(screen.queryByRole('textbox', { name: 'Maya username' })).not.toBeInTheDocument();
    const maya = data.channels.find((c) => c.channelNumber === '90007')?.name as string;
    await user.click(screen.getByRole('radio', { name: maya }));
    expect(screen.getByRole('radio', { name: maya })).toBeChecked();
    expect(field('Maya username')).toBeInTheDocument();
  });

  it('reads the other spellings of item types (txt, city select) as their registered types', async () => {
    const user = userEvent.setup();
    answerCardInit([
      { code: 'accountName', cate: 'txt', title: 'Account name', cardTypeMi: 0 },
      { code: 'city', cate: 'City Select', title: 'Branch city', cardTypeMi: 0 },
      { code: 'constructor', cate: 'constructor', title: 'Odd item', cardTypeMi: 0 },
    ]);
    renderRoute('/bindBank?product_id=7');
    await user.type(await findField('Account name'), 'Ana Reyes');
    expect(field('Account name')).toHaveValue('Ana Reyes');
    await user.click(field('Branch city'));
    expect(await screen.findByRole('dialog', { name: 'Branch city' })).toBeInTheDocument();
    expect(screen.queryByText(unknownType('Account name'))).not.toBeInTheDocument();
    expect(screen.queryByText(unknownType('Branch city'))).not.toBeInTheDocument();
    // A name that every object has is no alias: it stays an unknown type, named as such.
    expect(screen.getByText(unknownType('Odd item', 'constructor'))).toBeInTheDocument();
  });

  it('shows a clear message naming an unknown item type and keeps the rest of the form working', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=unknown');
    await findField('Account name');
    expect(screen.getByText(unknownType('Signature', 'signature'))).toBeInTheDocument();
    await user.type(field('Account name'), 'Ana Reyes');
    expect(field('Account name')).toHaveValue('Ana Reyes');
  });

  it('says when the form cannot be loaded and loads it again on a retry', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=fail');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(texts.loadFailed);
    expectAnswerFailureSaid(bindBank.open, alert, 'Your payment account form is not available right now.');
    server.use(
      http.post(endpointPattern('cardInit'), () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: { items: [{ code: 'accountName', cate: 'text', title: 'Account name' }] },
        }),
      ),
    );
    await user.click(within(alert).getByRole('button', { name: shared.retry }));
    expect(await findField('Account name')).toBeInTheDocument();
  });

  it('refuses a card-init answer of the wrong shape with a plain message', async () => {
    renderRoute('/bindBank?product_id=bad');
    expectAnswerFailureSaid(bindBank.open, await screen.findByRole('alert', {}, SLOW), shared.badResponse);
  });
});

describe('input widgets (SPEC.md section 5)', () => {
  it("phone keeps digits, at most the mobile-number rule's length, shown in its groups, with the telephone keypad", async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    await onEwallet(user);
    const phone = await findField('E-wallet mobile number');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    const digits = validPhone();
    await user.type(phone, `${digits.slice(0, 4)}-abc ${digits.slice(4)}8999`);
    expect(phone).toHaveValue(shownPhone(`${digits}8999`.slice(0, mobileRule.length)));
  });

  it('bank card keeps digits in groups of four, number keeps digits, both with the numeric keypad', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: CARD }, SLOW));
    const card = field('Card or account number');
    expect(card).toHaveAttribute('inputmode', 'numeric');
    await user.type(card, '4321-5678 1234x5678 90123');
    const { maxLength, groups } = data.inputTypes.bankCard;
    expect(card).toHaveValue(grouped('43215678123456789012'.slice(0, maxLength), groups));
    const postal = field('Postal code');
    expect(postal).toHaveAttribute('inputmode', 'numeric');
    await user.type(postal, '12a2-6');
    expect(postal).toHaveValue('1226');
    expect(field('Account name')).toHaveAttribute('inputmode', 'text');
  });

  it('money uses its own keyboard: digits, the decimal mark once and at most its places, delete, confirm disabled while empty, hide, cut at the maximum', async () => {
    // The decimal mark and places are the money format's (schemas/app.json), the maximum the screen's.
    const { decimalMark, decimals } = app.money;
    const { maxLength } = bindBank.data.inputTypes.money;
    const user = userEvent.setup();
    const press = async (keys: string[]) => {
      for (const name of keys) await user.click(screen.getByRole('button', { name }));
    };
    renderRoute('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: CARD }, SLOW));
    const money = field('Monthly income (₱)');
    expect(money).toHaveAttribute('inputmode', 'none');
    expect(screen.queryByRole('button', { name: texts.moneyConfirm })).not.toBeInTheDocument();
    await user.click(money);
    const confirm = await whenSettled(await screen.findByRole('button', { name: texts.moneyConfirm }));
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(screen.getByRole('button', { name: texts.moneyConfirm })).toBeInTheDocument();
    await press(['1', '5']);
    expect(money).toHaveValue('15');
    expect(confirm).toHaveAttribute('aria-disabled', 'false');
    if (decimals) {
      const fraction = '5'.padEnd(decimals + 1, '0');
      await press([decimalMark, decimalMark, ...fraction]);
      expect(money).toHaveValue(`15${decimalMark}${fraction.slice(0, decimals)}`);
      await press(Array(decimals + 1).fill(texts.moneyDelete));
    } else expect(screen.queryByRole('button', { name: decimalMark })).not.toBeInTheDocument();
    expect(money).toHaveValue('15');
    await press(Array(maxLength).fill('9'));
    // The maximum length of the screen's money input type cuts further keys.
    const cut = `15${'9'.repeat(maxLength)}`.slice(0, maxLength);
    expect(money).toHaveValue(cut);
    await user.click(screen.getByRole('button', { name: texts.moneyHide }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: texts.moneyConfirm })).not.toBeInTheDocument(),
    );
    expect(money).toHaveValue(cut);
    // Confirm closes the keyboard once there is an amount.
    await user.click(money);
    await user.click(await whenSettled(await screen.findByRole('button', { name: texts.moneyConfirm })));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: texts.moneyConfirm })).not.toBeInTheDocument(),
    );
  });

  it('bank name and salary day are lists; the city is picked region → province → city', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: CARD }, SLOW));
    const bank = screen.getByRole('combobox', { name: 'Bank name' });
    expect(within(bank).getByRole('option', { name: 'BDO Unibank' })).toBeInTheDocument();
    await user.selectOptions(bank, 'Metrobank');
    expect(bank).toHaveValue('MBTC');
    const day = screen.getByRole('combobox', { name: 'Salary day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select your payday', ...Array.from({ length: 31 }, (_, i) => String(i + 1))]);
    await user.selectOptions(day, '30');
    expect(day).toHaveValue('30');

    const city = field('Branch city');
    await user.click(city);
    const dialog = await screen.findByRole('dialog', { name: 'Branch city' });
    await user.click(
      await whenSettled(
        await within(dialog).findByRole('button', { name: 'Central Visayas (Region VII)' }, SLOW),
      ),
    );
    expect(within(dialog).getByText(texts.cityProvince)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cebu' }));
    expect(within(dialog).getByText(texts.cityCity)).toBeInTheDocument();
    // A step back goes to the provinces of the chosen region.
    await user.click(within(dialog).getByRole('button', { name: 'Cebu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bohol' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tagbilaran City' }));
    expect(city).toHaveValue('Tagbilaran City, Bohol, Central Visayas (Region VII)');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Branch city' })).not.toBeInTheDocument(),
    );
  });

  it('a city item with its own options offers those in one step', async () => {
    const user = userEvent.setup();
    answerCardInit([
      {
        code: 'city',
        cate: 'citySelect',
        title: 'City',
        note: [
          { name: 'Davao City', type: 'DVO' },
          { name: 'Iloilo City', type: 'ILO' },
        ],
      },
    ]);
    renderRoute('/bindBank?product_id=7');
    await user.click(await findField('City'));
    const dialog = await screen.findByRole('dialog', { name: 'City' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /City$/ })
        .map((b) => b.textContent),
    ).toEqual(['Davao City', 'Iloilo City']);
    await user.click(await whenSettled(within(dialog).getByRole('button', { name: 'Iloilo City' })));
    expect(field('City')).toHaveValue('Iloilo City');
  });
});

describe('an item type reading its own text note', () => {
  it('a date keeps to the range its note gives, in the picker and when checked; the form still loads', async () => {
    const user = userEvent.setup();
    const [min, max] = ['2026-01-01', '2026-06-30'];
    answerCardInit([
      { code: 'accountName', cate: 'text', title: 'Account name' },
      { code: 'startDate', cate: 'day', title: 'Start date', inputType: 'date', note: `${min}..${max}` },
    ]);
    renderRoute('/bindBank?product_id=7');
    const date = await screen.findByLabelText('Start date', { exact: false }, SLOW);
    expect(date).toHaveAttribute('min', min);
    expect(date).toHaveAttribute('max', max);
    await user.type(field('Account name'), 'Maria Santos');
    fireEvent.change(date, { target: { value: '2026-07-01' } });
    await user.click(screen.getByRole('button', { name: texts.next }));
    const said = fill(messages.dateOutOfRange, { title: 'Start date', min, max });
    expect((await screen.findAllByText(said)).length).toBeGreaterThan(0);
  });
});

describe('the Next button and the on-screen keyboard', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'visualViewport', original);
    else delete (window as { visualViewport?: unknown }).visualViewport;
  });

  it('hides while the visible viewport is shorter by more than its configured threshold and comes back after', async () => {
    const threshold = limits.keyboardThreshold;
    const viewport = Object.assign(new EventTarget(), { height: 800, scale: 1 });
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    renderRoute('/bindBank?product_id=7');
    await findField('Account name');
    const resize = (height: number) =>
      act(() => {
        viewport.height = height;
        viewport.dispatchEvent(new Event('resize'));
      });
    // The screen starts listening once its effects have run, which a busy machine may delay; if it
    // starts while the viewport is already short, its baseline is the window's 768 px, so each try
    // shows the full viewport again before the keyboard.
    await waitFor(async () => {
      await resize(800);
      await resize(800 - threshold - 1);
      expect(screen.queryByRole('button', { name: texts.next })).not.toBeInTheDocument();
    });
    await resize(800 - threshold);
    expect(screen.getByRole('button', { name: texts.next })).toBeInTheDocument();
    await resize(800 - threshold - 1);
    expect(screen.queryByRole('button', { name: texts.next })).not.toBeInTheDocument();
    await resize(480);
    expect(screen.queryByRole('button', { name: texts.next })).not.toBeInTheDocument();
    await resize(800);
    expect(screen.getByRole('button', { name: texts.next })).toBeInTheDocument();
  });
});
