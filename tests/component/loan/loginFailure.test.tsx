import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { holdTracking, nativeApp, recordCalls, warmScreens, watchBrowser } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';
import loginFailure from '../../../schemas/screens/loginFailure.json';
import shared from '../../../schemas/messages.json';
import app from '../../../schemas/app.json';
import { sandboxAnswer, shown } from '../../support/staff';

// Labels, the tag limit and the disabled colour come from the files, so a staff edit keeps this green.
const { texts, limits } = loginFailure;
const productButton = (buttonText: string, name: string) => shown(texts.productButton, { buttonText, name });
/** The tags of the sandbox's recommended products, in its order (src/sandbox/handlers/loan.ts). */
const PRODUCT_TAGS = [
  ['Fast approval', 'No collateral'],
  ['First loan', 'GCash payout'],
  ['Hidden tag'],
  ['Not shown'],
];

beforeAll(warmScreens, 60000);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('joint login failure page', () => {
  it('shows the failure message and the recommended products, tags on the configured first ones only', async () => {
    renderRoute('/loginFailure');
    const { noticeMessage } = await sandboxAnswer('failurePage');
    expect(await screen.findByRole('heading', { name: noticeMessage as string })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: texts.statusIcon })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: loginFailure.title })).toBeInTheDocument();
    expect(screen.getByText(/could not sign you in/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: texts.recommended });
    expect(screen.getByText('PesoAgad Plus')).toBeInTheDocument();
    expect(screen.getByText('₱2.000 - ₱30.000')).toBeInTheDocument();
    PRODUCT_TAGS.forEach((tags, i) => {
      for (const tag of tags)
        if (i < limits.tagsOnFirst) expect(screen.getByText(tag)).toBeInTheDocument();
        else expect(screen.queryByText(tag)).not.toBeInTheDocument();
    });
    expect(within(list).getByText('Tindahan Loan')).toBeInTheDocument();
  });

  it('a disabled product is greyed and cannot be chosen', async () => {
    const user = userEvent.setup();
    const defines = recordCalls('productTarget');
    renderRoute('/loginFailure');
    const sold = await screen.findByRole('button', { name: productButton('Sold out', 'Sari-Sari Credit') });
    expect(sold).toBeDisabled();
    expect(sold).toHaveStyle({ background: app.disabledButtonColor });
    await user.click(sold);
    expect(defines).toHaveLength(0);
  });

  it('choosing a product tracks the click, asks define for its address and opens an http address', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const tracks = recordCalls('failureClick');
    const defines = recordCalls('productTarget');
    renderRoute('/loginFailure');
    await user.click(await screen.findByRole('button', { name: productButton('Apply', 'PesoAgad Plus') }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('https://apply.example.com/products/11'));
    expect(tracks[0]?.params).toMatchObject({ productId: '11', position: '0' });
    expect(defines).toHaveLength(1);
    expect(defines[0]?.method).toBe('POST');
    expect(defines[0]?.params).toMatchObject({ productId: '11', position: '0' });
  });

  it('choosing a product does not wait for its click tracking, which is sent to outlive the page', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const tracking = holdTracking('failureClick', { code: '00', message: '', attach: null });
    renderRoute('/loginFailure');
    await user.click(await screen.findByRole('button', { name: productButton('Apply', 'PesoAgad Plus') }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('https://apply.example.com/products/11'));
    expect(tracking.keepalive).toEqual([true]);
    tracking.answer();
  });

  it('an app-scheme address is handed to the native app, and the products work again on return', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const defines = recordCalls('productTarget');
    renderRoute('/loginFailure');
    const product = await screen.findByRole('button', { name: productButton('Apply', 'Bayanihan Cash') });
    await user.click(product);
    await waitFor(() =>
      expect(native.calls).toContainEqual({
        name: 'openPage',
        payload: { url: 'pesoagad://product/detail?productId=12' },
      }),
    );
    // The native page opens over this one, which the borrower comes back to: it must still answer.
    await waitFor(() => expect(product).toBeEnabled());
    await user.click(screen.getByRole('button', { name: productButton('Apply', 'Tindahan Loan') }));
    await waitFor(() => expect(defines).toHaveLength(2));
    native.remove();
  });

  it('a define failure shows the server message and stays', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    server.use(
      http.post(endpointPattern('productTarget'), () =>
        HttpResponse.json({ code: '01', message: 'This product is full today, please try another one.' }),
      ),
    );
    renderRoute('/loginFailure');
    await user.click(await screen.findByRole('button', { name: productButton('Apply', 'Tindahan Loan') }));
    expect(
      await screen.findByText('This product is full today, please try another one.'),
    ).toBeInTheDocument();
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('a product address that is not http(s) or the app scheme is refused, and the products work again', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    server.use(
      http.post(endpointPattern('productTarget'), () =>
        HttpResponse.json({ code: '00', message: 'ok', attach: { url: 'data:text/html,hi' } }),
      ),
    );
    renderRoute('/loginFailure');
    const product = await screen.findByRole('button', { name: productButton('Apply', 'PesoAgad Plus') });
    await user.click(product);
    expect(await screen.findByText(shared.unsafeUrl)).toBeInTheDocument();
    expect(nav.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(product).toBeEnabled());
  });

  it('a failed load shows the server message and a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      http.post(endpointPattern('failurePage'), () =>
        failing
          ? HttpResponse.json({ code: '09', message: 'Partner service unavailable', data: null })
          : undefined,
      ),
    );
    renderRoute('/loginFailure');
    expect(await screen.findByText('Partner service unavailable')).toBeInTheDocument();
    failing = false;
    await user.click(await screen.findByRole('button', { name: shared.retry }));
    expect(await screen.findByText('PesoAgad Plus')).toBeInTheDocument();
  });
});
