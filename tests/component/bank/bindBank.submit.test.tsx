// Checking and posting the bank form: validation messages from the schema, both submit paths, the
// bridge calls around the bank flow, failures that keep what was typed, one tap = one request.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import {
  CARD,
  SLOW,
  answerCardInit,
  data,
  field,
  fillBankCard,
  fillEwallet,
  findField,
  installBridge,
  messages,
  onEwallet,
  otherPayload,
  otherRequiredMessages,
  recordRequests,
  texts,
} from './helpers';
import { BANK, EWALLET } from '../../../src/sandbox/bankItems';
import { endpointPattern, endpointPath } from '../../../src/platform/endpoints';
import { invalidPhone, mobileRule, validPhone } from '../../support/mobileNumber';
import { shown } from '../../support/staff';
import { MOBILE_NUMBER } from '../../../src/runtime/form/mobileNumber';

const enter = (title: string) => shown(messages.required, { title });
const choose = (title: string) => shown(messages.requiredChoice, { title });
const MAYA = data.channels.find((c) => c.channelNumber === '90007')?.name as string;

const bindRequests = (sent: ReturnType<typeof recordRequests>, path = endpointPath('bindCard')) =>
  sent.filter((r) => r.path === path);

describe('checking the form', () => {
  it('names every empty required field with the schema message and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=7');
    await onEwallet(user);
    await findField('Account name');
    await user.click(screen.getByRole('button', { name: texts.next }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      enter('Account name'),
      enter('E-wallet mobile number'),
      ...otherRequiredMessages(EWALLET),
    ]);
    // The first message is also toasted, for a person who cannot see the field.
    expect(
      await screen.findByText(enter('Account name'), { selector: '[role=status] *' }, SLOW),
    ).toBeInTheDocument();
    expect(field('Account name')).toHaveAttribute('aria-invalid', 'true');
    expect(bindRequests(sent)).toHaveLength(0);
  });

  it('names each empty field beside it whatever its server code, a dot or an object word included', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    answerCardInit([
      { code: 'holder.name', cate: 'text', title: 'Holder name', cardTypeMi: 0 },
      { code: 'constructor', cate: 'text', title: 'Branch', cardTypeMi: 0 },
    ]);
    renderRoute('/bindBank?product_id=7');
    await findField('Holder name');
    await user.click(screen.getByRole('button', { name: texts.next }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([enter('Holder name'), enter('Branch')]);
    expect(field('Holder name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Branch')).toHaveAttribute('aria-invalid', 'true');
    expect(bindRequests(sent)).toHaveLength(0);
  });

  it('checks a wallet number only as far as its input type names the mobile-number rule', async () => {
    const user = userEvent.setup();
    installBridge();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=7');
    await fillEwallet(user, 'Maria Santos', invalidPhone());
    await user.click(screen.getByRole('button', { name: texts.next }));
    if ((data.inputTypes.phone as { format?: string }).format === MOBILE_NUMBER) {
      // The whole rule: a number registration refuses is refused here too, and nothing is sent.
      expect(await screen.findByRole('alert')).toHaveTextContent(mobileRule.message);
      expect(bindRequests(sent)).toHaveLength(0);
    } else {
      // Only how a number is typed: it is sent as typed, its digits the server's to check.
      await waitFor(() => expect(bindRequests(sent)).toHaveLength(1));
      expect(Object.fromEntries(bindRequests(sent)[0]?.body ?? [])).toMatchObject({
        walletMobile: invalidPhone(),
      });
      expect(screen.queryByText(mobileRule.message)).not.toBeInTheDocument();
    }
  });

  it('refuses a short card number and unchosen lists with their own messages', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: CARD }, SLOW));
    await user.type(await findField('Account name'), 'Maria Santos');
    await user.type(field('Card or account number'), '12345');
    await user.click(screen.getByRole('button', { name: texts.next }));
    const said = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(said).toEqual([
      choose('Bank name'),
      messages.bankCardPattern,
      choose('Branch city'),
      enter('Postal code'),
      choose('Salary day'),
      enter('Monthly income (₱)'),
      ...otherRequiredMessages(BANK),
    ]);
    expect(bindRequests(sent)).toHaveLength(0);
  });
});

describe('binding', () => {
  it('posts an e-wallet with the chosen channel and product_id, then closes the webview; the bank flow is reported', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=7');
    await fillEwallet(user);
    expect(bridge.startBankFlow).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('radio', { name: MAYA }));
    expect(field('Account name')).toHaveValue('Maria Santos');
    await user.click(screen.getByRole('button', { name: texts.next }));
    await waitFor(() => expect(bridge.closeWebView).toHaveBeenCalledWith({}));
    expect(bridge.endBankFlow).toHaveBeenCalledTimes(1);
    const [bind] = bindRequests(sent);
    expect(Object.fromEntries(bind?.body ?? [])).toEqual({
      accountName: 'Maria Santos',
      walletMobile: validPhone(),
      ...otherPayload(EWALLET),
      product_id: '7',
      cardType: '1',
      channelNumber: '90007',
    });
  });

  it('posts a bank card with every field by its code (list values, city, day, money)', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=7');
    await fillBankCard(user);
    await user.click(screen.getByRole('button', { name: texts.next }));
    await waitFor(() => expect(bridge.closeWebView).toHaveBeenCalledTimes(1));
    const [bind] = bindRequests(sent);
    expect(Object.fromEntries(bind?.body ?? [])).toEqual({
      accountName: 'Juan Dela Cruz',
      bankCode: 'BDO',
      cardNo: '4321567812345678',
      branchCity: 'Makati, Metro Manila, National Capital Region (NCR)',
      postalCode: '1226',
      salaryDay: '15',
      monthlyIncome: '25000',
      ...otherPayload(BANK),
      product_id: '7',
      cardType: '2',
    });
  });

  it('from the order page changes the card and returns to the order with source=loanDetail', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    const sent = recordRequests();
    const { router } = renderRoute('/bindBank?productId=7&orderId=174&source=loanDetail&sessionId=s-1');
    await fillEwallet(user);
    await user.click(screen.getByRole('button', { name: texts.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('productId')).toBe('7');
    expect(query.get('orderId')).toBe('174');
    expect(query.get('source')).toBe('loanDetail');
    expect(query.get('sessionId')).toBe('s-1');
    expect(bridge.closeWebView).not.toHaveBeenCalled();
    expect(bridge.endBankFlow).toHaveBeenCalledTimes(1);
    expect(bindRequests(sent)).toHaveLength(0);
    const [change] = bindRequests(sent, endpointPath('changeCard'));
    expect(change?.body.get('product_id')).toBe('7');
    expect(change?.body.get('accountName')).toBe('Maria Santos');
  });

  it('shows the bank’s message when it refuses the card, keeps every value and lets the person try again', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    renderRoute('/bindBank?product_id=7');
    await fillBankCard(user, '0000111122223333');
    await user.click(screen.getByRole('button', { name: texts.next }));
    expect(
      await screen.findByText(
        'The bank could not verify this card or account number. Please check it and try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(bridge.closeWebView).not.toHaveBeenCalled();
    expect(field('Card or account number')).toHaveValue('0000 1111 2222 3333');
    expect(field('Branch city')).toHaveValue('Makati, Metro Manila, National Capital Region (NCR)');
    expect(field('Monthly income (₱)')).toHaveValue('25000');
    expect(screen.getByRole('combobox', { name: 'Bank name' })).toHaveValue('BDO');
    await waitFor(() => expect(screen.getByRole('button', { name: texts.next })).toBeEnabled());

    await user.clear(field('Card or account number'));
    await user.type(field('Card or account number'), '4321567812345678');
    await user.click(screen.getByRole('button', { name: texts.next }));
    await waitFor(() => expect(bridge.closeWebView).toHaveBeenCalledTimes(1));
  });

  it('sends one request however often Next is tapped while it is in flight', async () => {
    const user = userEvent.setup();
    installBridge();
    let release: () => void = () => undefined;
    let calls = 0;
    server.use(
      http.post(endpointPattern('bindCard'), async () => {
        calls += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ code: '00', message: 'success', data: null });
      }),
    );
    renderRoute('/bindBank?product_id=7');
    await fillEwallet(user);
    const next = screen.getByRole('button', { name: texts.next });
    await user.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await user.click(next);
    await user.type(field('Account name'), '{Enter}');
    expect(calls).toBe(1);
    release();
  });

  it('ends the bank flow when the person leaves the page', async () => {
    const bridge = installBridge();
    const { unmount } = renderRoute('/bindBank?product_id=7');
    await findField('Account name');
    // The page tells the app once it has shown, in an effect that may run a moment after the commit.
    await waitFor(() => expect(bridge.startBankFlow).toHaveBeenCalledTimes(1));
    expect(bridge.endBankFlow).not.toHaveBeenCalled();
    unmount();
    expect(bridge.endBankFlow).toHaveBeenCalledTimes(1);
  });

  it('does not send a field of an unknown type', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    const sent = recordRequests();
    renderRoute('/bindBank?product_id=unknown');
    await fillEwallet(user);
    await user.click(screen.getByRole('button', { name: texts.next }));
    await waitFor(() => expect(bridge.closeWebView).toHaveBeenCalled());
    expect(bindRequests(sent)[0]?.body.has('signature')).toBe(false);
  });

  it('opens prefilled with what the server already knows', async () => {
    answerCardInit([
      {
        code: 'accountName',
        cate: 'text',
        title: 'Account name',
        value: 'Maria Santos',
        cardTypeMi: 0,
      },
    ]);
    renderRoute('/bindBank?product_id=7');
    expect(await screen.findByRole('textbox', { name: 'Account name' }, SLOW)).toHaveValue('Maria Santos');
  });

  it('a day item of inputType date is a date picker whose YYYY-MM-DD value is posted', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    const sent = recordRequests();
    server.use(
      http.post(endpointPattern('cardInit'), () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: {
            items: [
              { code: 'birthDate', cate: 'day', title: 'Date of birth', inputType: 'date', cardTypeMi: 0 },
            ],
          },
        }),
      ),
      http.post(endpointPattern('bindCard'), () =>
        HttpResponse.json({ code: '00', message: 'success', data: null }),
      ),
    );
    const { container } = renderRoute('/bindBank?product_id=7');
    const date = await screen.findByLabelText(/Date of birth/, {}, SLOW);
    expect(date).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: texts.next }));
    expect(await screen.findByRole('alert')).toHaveTextContent(choose('Date of birth'));
    await user.type(date, '1994-06-12');
    expect(container.querySelector('input[type=date]')).toHaveValue('1994-06-12');
    await user.click(screen.getByRole('button', { name: texts.next }));
    await waitFor(() => expect(bridge.closeWebView).toHaveBeenCalled());
    expect(bindRequests(sent)[0]?.body.get('birthDate')).toBe('1994-06-12');
  });
});
