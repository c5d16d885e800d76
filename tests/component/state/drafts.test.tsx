// Nothing lost when the webview closes (issue 13): the complaint draft and the bank form are kept per
// order, come back when the page opens again (a new mount, as a reopened webview has), are cleared
// after a successful send, and are held to their schema when read back.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { picture, useNodeFileClasses, warmScreens } from '../complaints/helpers';
import { data, fillEwallet, findField, installBridge, SLOW } from '../bank/helpers';
import complaint from '../../../schemas/screens/complaintSubmit.json';
import bank from '../../../schemas/screens/bindBank.json';
import { fill } from '../../../src/runtime/base/template';
import { developer } from '../../../src/config/developer';

const ORDER = 'PA2026112200174';
const COMPLAINT = `/complainPageNext?problemType=1&problemSonType=11&orderNo=${ORDER}`;
const COMPLAINT_KEY = `${developer.storageKeys.complaintDraft}.${ORDER}`;
const BANK_KEY = `${developer.storageKeys.bankDraft}.174`;
const description = () =>
  screen.findByRole('textbox', { name: complaint.form.schema.properties.problemDetail.title });
const viewImage = (n: number) => fill(complaint.texts.viewImage, { n });

beforeAll(warmScreens, 60000);
beforeEach(async () => {
  await useNodeFileClasses();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the complaint draft', () => {
  it('survives closing and reopening the page: type, description and uploaded images', async () => {
    const user = userEvent.setup();
    const first = renderRoute(COMPLAINT);
    await user.click(await description());
    await user.paste('They called me at midnight');
    await user.upload(await screen.findByLabelText(complaint.texts.uploadImage), [picture('log.png')]);
    expect(await screen.findByRole('button', { name: viewImage(1) })).toBeInTheDocument();
    first.unmount();

    renderRoute(COMPLAINT);
    expect(await description()).toHaveValue('They called me at midnight');
    expect(await screen.findByRole('button', { name: viewImage(1) })).toBeInTheDocument();
  });

  it('is kept per order and per type: another order, or another type, starts empty', async () => {
    const user = userEvent.setup();
    const first = renderRoute(COMPLAINT);
    await user.click(await description());
    await user.paste('About order 174');
    first.unmount();

    const other = renderRoute('/complainPageNext?problemType=1&problemSonType=11&orderNo=PA2026101500180');
    expect(await description()).toHaveValue('');
    other.unmount();
    renderRoute(`/complainPageNext?problemType=2&problemSonType=&orderNo=${ORDER}`);
    expect(await description()).toHaveValue('');
  });

  it('is cleared once the complaint is sent', async () => {
    const user = userEvent.setup();
    const first = renderRoute(COMPLAINT);
    await user.click(await description());
    await user.paste('Sent and done');
    await user.click(screen.getByRole('button', { name: complaint.texts.send }));
    expect(await screen.findByRole('dialog', { name: complaint.texts.successTitle })).toBeInTheDocument();
    expect(localStorage.getItem(COMPLAINT_KEY)).toBeNull();
    first.unmount();
    renderRoute(COMPLAINT);
    expect(await description()).toHaveValue('');
  });

  it('a stored draft of the wrong shape is ignored and removed, and the page works', async () => {
    localStorage.setItem(COMPLAINT_KEY, JSON.stringify({ problemType: '1', problemImage: 'not-a-list' }));
    renderRoute(COMPLAINT);
    expect(await description()).toHaveValue('');
    expect(localStorage.getItem(COMPLAINT_KEY)).toBeNull();
  });
});

describe('the bank form draft', () => {
  const BANK = '/bindBank?productId=7&orderId=174';
  const MAYA = data.channels.find((c) => c.channelNumber === '90007')?.name as string;

  it('survives closing and reopening the page, with the chosen channel', async () => {
    const user = userEvent.setup();
    installBridge();
    const first = renderRoute(BANK);
    await fillEwallet(user);
    await user.click(screen.getByRole('radio', { name: MAYA }));
    first.unmount();

    renderRoute(BANK);
    expect(await findField('Account name')).toHaveValue('Maria Santos');
    expect(screen.getByRole('radio', { name: MAYA })).toBeChecked();
  });

  it('is kept per order', async () => {
    const user = userEvent.setup();
    installBridge();
    const first = renderRoute(BANK);
    await fillEwallet(user);
    first.unmount();
    renderRoute('/bindBank?productId=7&orderId=175');
    expect(await findField('Account name')).toHaveValue('');
  });

  it('is cleared after a successful bind', async () => {
    const user = userEvent.setup();
    const bridge = installBridge();
    renderRoute(BANK);
    await fillEwallet(user);
    expect(localStorage.getItem(BANK_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: bank.texts.next }));
    await waitFor(() => expect(bridge.closeWebView).toHaveBeenCalled(), SLOW);
    // (What the page shows next comes from the server, which now knows the bound account.)
    expect(localStorage.getItem(BANK_KEY)).toBeNull();
  });

  it('a stored form of the wrong shape is ignored and removed', async () => {
    localStorage.setItem(BANK_KEY, JSON.stringify({ values: 'Maria', cardType: 'x' }));
    installBridge();
    renderRoute(BANK);
    expect(await findField('Account name')).toHaveValue('');
    expect(localStorage.getItem(BANK_KEY)).toBeNull();
  });
});
