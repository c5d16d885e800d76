import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { picture, recordCalls, useNodeFileClasses, warmScreens } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';
import list from '../../../schemas/screens/complaintList.json';
import detail from '../../../schemas/screens/complaintDetail.json';
import submit from '../../../schemas/screens/complaintSubmit.json';
import shared from '../../../schemas/messages.json';
import { shown } from '../../support/staff';

const { texts } = list;

beforeAll(warmScreens, 60000);
beforeEach(async () => {
  await useNodeFileClasses();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('complaint list', () => {
  it('shows the tabs from res.tabs and each item with its time, type and content', async () => {
    const user = userEvent.setup();
    const calls = recordCalls('problemList');
    renderRoute('/complaintList?sessionId=s-3');
    const processing = await screen.findByRole('tab', { name: 'Processing' });
    expect(screen.getByRole('tab', { name: 'Completed' })).toBeInTheDocument();
    expect(processing).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe(list.title);
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', params: { sessionId: 's-3' } })]);

    let items = screen.getAllByRole('link');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Loan application');
    expect(items[0]).toHaveTextContent('2026-11-21 09:42');
    expect(items[0]).toHaveTextContent(
      'My application for PesoAgad Plus has been under review for three days.',
    );

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true'),
    );
    items = screen.getAllByRole('link');
    expect(items.map((a) => a.querySelector('.complaint-item__type')?.textContent)).toEqual([
      'Collection · Excessive phone contact',
      'Repayment',
      'Account and app',
    ]);
    expect(items[0]).toHaveTextContent('2026-11-19 18:05');
  });

  it('opens the detail of a tapped item', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complaintList?sessionId=s-3');
    await user.click(await screen.findByRole('tab', { name: 'Completed' }));
    await user.click(await screen.findByRole('link', { name: /Repayment/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complainDetails'));
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('problemId')).toBe('2');
    expect(q.get('sessionId')).toBe('s-3');
    // The list shows the same words until the detail replaces it: the detail's heading comes first.
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(screen.getByText(/I paid ₱5\.234,00 through GCash/)).toBeInTheDocument();
  });

  it('puts a saved complaint at the top of the Processing tab, and its detail opens', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(
      '/complainPageNext?problemType=1&problemSonType=12&orderNo=PA2026112200174',
    );
    await user.upload(await screen.findByLabelText(submit.texts.uploadImage), picture('screenshot.png'));
    await screen.findByRole('button', { name: shown(submit.texts.viewImage, { n: 1 }) });
    const box = screen.getByRole('textbox', { name: submit.form.schema.properties.problemDetail.title });
    await user.click(box);
    await user.paste('The agent shouted at me and called me a thief.');
    await user.click(screen.getByRole('button', { name: submit.texts.send }));
    await screen.findByRole('dialog', { name: submit.texts.successTitle });

    router.navigate('/complaintList');
    await screen.findByRole('tab', { name: 'Processing' });
    const first = (await screen.findAllByRole('link'))[0]!;
    expect(first).toHaveTextContent('Collection · Rude or abusive language');
    expect(first).toHaveTextContent('The agent shouted at me and called me a thief.');
    expect(first).toHaveTextContent(/^\D*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(screen.getAllByRole('link')).toHaveLength(2);

    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complainDetails'));
    expect(new URLSearchParams(router.state.location.search).get('problemId')).toBe('5');
    // The list shows the same words until the detail replaces it: the detail's heading comes first.
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(screen.getByText('The agent shouted at me and called me a thief.')).toBeInTheDocument();
    expect(
      screen.getByText(
        shown(detail.texts.typeWithSubType, { type: 'Collection', sonType: 'Rude or abusive language' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shown(detail.texts.viewImage, { n: 1 }) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: detail.texts.processResult })).not.toBeInTheDocument();
  });

  it('says so when a tab is empty or there are no tabs at all', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(endpointPattern('problemList'), () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          data: { res: { tabs: [{ title: 'Processing', list: [] }] } },
        }),
      ),
    );
    const first = renderRoute('/complaintList');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    first.unmount();

    server.use(
      http.post(endpointPattern('problemList'), () =>
        HttpResponse.json({ code: '00', message: 'ok', data: { res: { tabs: [] } } }),
      ),
    );
    const { router } = renderRoute('/complaintList');
    expect(await screen.findByText(texts.noTabs)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: texts.newComplaint }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaint'));
  });

  it('shows the server message and a retry when the list fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        endpointPattern('problemList'),
        () => HttpResponse.json({ code: '401', message: 'Your session has expired. Please log in again.' }),
        { once: true },
      ),
    );
    renderRoute('/complaintList');
    await screen.findByText('Your session has expired. Please log in again.');
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: shared.retry }));
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(2);
  });
});
