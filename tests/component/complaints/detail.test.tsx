import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { deferred, recordCalls, untilTappable, warmScreens } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';

beforeAll(warmScreens, 60000);
afterEach(() => {
  vi.useRealTimers();
});

function detail(overrides: Record<string, unknown>) {
  server.use(
    http.post(endpointPattern('problemDetail'), () =>
      HttpResponse.json({
        code: '00',
        message: 'ok',
        data: {
          type: 'Other',
          sonType: '',
          problemId: 77,
          content: 'The app logs me out every day.',
          images: [],
          disposeDetail: '',
          disposeImages: [],
          isNeedScore: 0,
          ...overrides,
        },
      }),
    ),
  );
}

/**
 * Only timeouts are faked: antd-mobile animates with requestAnimationFrame and performance.now, and a
 * faked clock that jumps (or goes back when restored) leaves its dialogs stuck half-open.
 */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Waits for the loaded detail and lets its effects run, so the rating timer is set. */
async function loaded() {
  await screen.findByRole('heading', { name: 'Complaint details' });
  await act(async () => {});
}

async function openRating() {
  await loaded();
  act(() => vi.advanceTimersByTime(3000));
  const dialog = await screen.findByRole('dialog', { name: 'Rate our service' });
  await untilTappable(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

describe('complaint detail', () => {
  it('shows type, content, images and the Process Result attributed to the support agent', async () => {
    const calls = recordCalls('problemDetail');
    renderRoute('/complainDetails?problemId=1');
    expect(await screen.findByText(/I received twelve calls yesterday/)).toBeInTheDocument();
    expect(calls[0]?.params.problemId).toBe('1');
    expect(screen.getByText('Collection · Excessive phone contact')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View image 1' })).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(within(result).getByRole('heading', { name: 'Process Result' })).toBeInTheDocument();
    expect(within(result).getByText('Customer Service Agent')).toBeInTheDocument();
    expect(within(result).getByText(/We checked the call records/)).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'View result image 1' })).toBeInTheDocument();
  });

  it('enlarges an image when tapped and closes it again', async () => {
    const user = userEvent.setup();
    renderRoute('/complainDetails?problemId=1');
    await user.click(await screen.findByRole('button', { name: 'View result image 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'View result image 1' });
    expect(await within(viewer).findByRole('img', { name: 'Result image 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/sandbox-image\/agent-note$/),
    );
    const close = within(viewer).getByRole('button', { name: 'Close' });
    await untilTappable(close);
    await user.click(close);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'View result image 1' })).not.toBeInTheDocument(),
    );
  });

  it('hides the Process Result when there is neither text nor images', async () => {
    renderRoute('/complainDetails?problemId=3');
    expect(await screen.findByText(/under review for three days/)).toBeInTheDocument();
    expect(screen.queryByText('Process Result')).not.toBeInTheDocument();
    expect(screen.queryByText('Customer Service Agent')).not.toBeInTheDocument();
  });

  it('treats a blank result text as no text, and shows a result with images only', async () => {
    detail({ disposeDetail: '   ', disposeImages: [] });
    const first = renderRoute('/complainDetails?problemId=77');
    expect(await screen.findByText('The app logs me out every day.')).toBeInTheDocument();
    expect(screen.queryByText('Process Result')).not.toBeInTheDocument();
    first.unmount();

    detail({ disposeDetail: null, disposeImages: ['https://cdn.example.com/fix.png'] });
    renderRoute('/complainDetails?problemId=77');
    const result = await screen.findByRole('region', { name: 'Process Result' });
    expect(within(result).getByText('Customer Service Agent')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'View result image 1' })).toBeInTheDocument();
  });

  it('reads images sent as one comma-joined string, and names the page by its title', async () => {
    detail({
      images: 'https://cdn.example.com/a.png, https://cdn.example.com/b.png',
      disposeDetail: 'Fixed.',
      disposeImages: 'https://cdn.example.com/fix.png',
    });
    renderRoute('/complainDetails?problemId=77');
    expect(await screen.findByRole('button', { name: 'View image 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View image 3' })).not.toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(within(result).getByRole('button', { name: 'View result image 1' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Complaint details'));
  });

  it('opens the rating dialog 3 s after loading when isNeedScore is non-zero; stars fill up to the tapped one', async () => {
    const user = fakeTimers();
    renderRoute('/complainDetails?problemId=1');
    await loaded();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('dialog', { name: 'Rate our service' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    const dialog = await screen.findByRole('dialog', { name: 'Rate our service' });
    await untilTappable(within(dialog).getByRole('button', { name: '3 stars' }));
    await user.click(within(dialog).getByRole('button', { name: '3 stars' }));
    const pressed = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].map((name) =>
      within(dialog).getByRole('button', { name }).getAttribute('aria-pressed'),
    );
    expect(pressed).toEqual(['true', 'true', 'true', 'false', 'false']);
    await user.click(within(dialog).getByRole('button', { name: '1 star' }));
    expect(within(dialog).getByRole('button', { name: '2 stars' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Send posts the score and problemId, toasts the success message and closes the dialog', async () => {
    const user = fakeTimers();
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=1&sessionId=s-5');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Successful demonstration！');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rate our service' })).not.toBeInTheDocument(),
    );
    expect(scores).toEqual([
      expect.objectContaining({
        method: 'POST',
        params: { score: '4', problemId: '1', sessionId: 's-5' },
      }),
    ]);
  });

  it('does not ask again once the score was sent (the sandbox clears isNeedScore)', async () => {
    const user = fakeTimers();
    const first = renderRoute('/complainDetails?problemId=1');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Successful demonstration！');
    first.unmount();

    renderRoute('/complainDetails?problemId=1');
    await loaded();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: 'Rate our service' })).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog without sending', async () => {
    const user = fakeTimers();
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=1');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rate our service' })).not.toBeInTheDocument(),
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: 'Rate our service' })).not.toBeInTheDocument();
    expect(scores).toHaveLength(0);
  });

  it('asks for a star before sending', async () => {
    const user = fakeTimers();
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=1');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Please choose from 1 to 5 stars.');
    expect(screen.getByRole('dialog', { name: 'Rate our service' })).toBeInTheDocument();
    expect(scores).toHaveLength(0);
  });

  it('keeps the dialog and the stars when saving the score fails, with Send disabled while in flight', async () => {
    const user = fakeTimers();
    const held = deferred();
    server.use(
      http.post(endpointPattern('saveScore'), async () => {
        await held.promise;
      }),
    );
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=4');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: '2 stars' }));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Sending...');
    await user.click(send);
    act(() => held.release());
    await screen.findByText('Your rating could not be saved. Please try again later.');
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rate our service' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '2 stars' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(send).toBeEnabled());
    expect(scores).toHaveLength(1);
  });

  it('shows no rating dialog when isNeedScore is 0', async () => {
    fakeTimers();
    renderRoute('/complainDetails?problemId=2');
    await loaded();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Process Result' })).toBeInTheDocument();
  });

  it('shows the server message and a retry for an unknown complaint, and explains a missing id', async () => {
    const first = renderRoute('/complainDetails?problemId=4040');
    await screen.findByText('We could not find this complaint.');
    expect(await screen.findByText('We could not load this complaint.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();

    renderRoute('/complainDetails');
    expect(
      await screen.findByText('This page needs a complaint. Please open it from My complaints.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My complaints' })).toBeInTheDocument();
  });
});
