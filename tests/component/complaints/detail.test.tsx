import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { deferred, recordCalls, untilTappable, warmScreens } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';
import detailScreen from '../../../schemas/screens/complaintDetail.json';
import shared from '../../../schemas/messages.json';
import app from '../../../schemas/app.json';
import { shown } from '../../support/staff';

// Labels, the rating dialog, its messages and its delay come from the schema, so a staff edit keeps
// this green.
const { texts, limits, dialogs, actions } = detailScreen;
const { rating } = dialogs.rate;
const RATE = dialogs.rate.title;
const DELAY = limits.ratingDelayMs;
const star = (n: number) => shown(n === 1 ? shared.starLabel : shared.starsLabel, { n });
const numbered = (text: string, n: number) => shown(text, { n });
/** The toast of a sent rating (the sendScore action's success). */
const RATED = (actions.sendScore.onSuccess.actions.find((a) => a.type === 'toast') as { message: string })
  .message;

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
  await screen.findByRole('heading', { name: detailScreen.title });
  await act(async () => {});
}

async function openRating() {
  await loaded();
  act(() => vi.advanceTimersByTime(DELAY));
  const dialog = await screen.findByRole('dialog', { name: RATE });
  await untilTappable(within(dialog).getByRole('button', { name: rating.send }));
  return dialog;
}

describe('complaint detail', () => {
  it('shows type, content, images and the handling result attributed to the support agent', async () => {
    const calls = recordCalls('problemDetail');
    renderRoute('/complainDetails?problemId=1');
    expect(await screen.findByText(/I received twelve calls yesterday/)).toBeInTheDocument();
    expect(calls[0]?.params.problemId).toBe('1');
    expect(
      screen.getByText(
        shown(texts.typeWithSubType, { type: 'Collection', sonType: 'Excessive phone contact' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: numbered(texts.viewImage, 1) })).toBeInTheDocument();
    const result = screen.getByRole('region', { name: texts.processResult });
    expect(within(result).getByRole('heading', { name: texts.processResult })).toBeInTheDocument();
    expect(within(result).getByText(app.supportAgentLabel)).toBeInTheDocument();
    expect(within(result).getByText(/We checked the call records/)).toBeInTheDocument();
    expect(
      within(result).getByRole('button', { name: numbered(texts.viewResultImage, 1) }),
    ).toBeInTheDocument();
  });

  it('enlarges an image when tapped and closes it again', async () => {
    const user = userEvent.setup();
    renderRoute('/complainDetails?problemId=1');
    await user.click(await screen.findByRole('button', { name: numbered(texts.viewResultImage, 1) }));
    const viewer = await screen.findByRole('dialog', { name: numbered(texts.viewResultImage, 1) });
    expect(
      await within(viewer).findByRole('img', { name: numbered(texts.resultImageAlt, 1) }),
    ).toHaveAttribute('src', expect.stringMatching(/sandbox-image\/agent-note$/));
    const close = within(viewer).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: numbered(texts.viewResultImage, 1) }),
      ).not.toBeInTheDocument(),
    );
  });

  it('hides the handling result when there is neither text nor images', async () => {
    renderRoute('/complainDetails?problemId=3');
    expect(await screen.findByText(/under review for three days/)).toBeInTheDocument();
    expect(screen.queryByText(texts.processResult)).not.toBeInTheDocument();
    expect(screen.queryByText(app.supportAgentLabel)).not.toBeInTheDocument();
  });

  it('treats a blank result text as no text, and shows a result with images only', async () => {
    detail({ disposeDetail: '   ', disposeImages: [] });
    const first = renderRoute('/complainDetails?problemId=77');
    expect(await screen.findByText('The app logs me out every day.')).toBeInTheDocument();
    expect(screen.queryByText(texts.processResult)).not.toBeInTheDocument();
    first.unmount();

    detail({ disposeDetail: null, disposeImages: ['https://cdn.example.com/fix.png'] });
    renderRoute('/complainDetails?problemId=77');
    const result = await screen.findByRole('region', { name: texts.processResult });
    expect(within(result).getByText(app.supportAgentLabel)).toBeInTheDocument();
    expect(
      within(result).getByRole('button', { name: numbered(texts.viewResultImage, 1) }),
    ).toBeInTheDocument();
  });

  it('reads images sent as one comma-joined string, and names the page by its title', async () => {
    detail({
      images: 'https://cdn.example.com/a.png, https://cdn.example.com/b.png',
      disposeDetail: 'Fixed.',
      disposeImages: 'https://cdn.example.com/fix.png',
    });
    renderRoute('/complainDetails?problemId=77');
    expect(await screen.findByRole('button', { name: numbered(texts.viewImage, 2) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: numbered(texts.viewImage, 3) })).not.toBeInTheDocument();
    const result = screen.getByRole('region', { name: texts.processResult });
    expect(
      within(result).getByRole('button', { name: numbered(texts.viewResultImage, 1) }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(detailScreen.title));
  });

  it('opens the rating dialog its configured delay after loading when isNeedScore is non-zero; stars fill up to the tapped one', async () => {
    const user = fakeTimers();
    renderRoute('/complainDetails?problemId=1');
    await loaded();
    act(() => vi.advanceTimersByTime(DELAY - 100));
    expect(screen.queryByRole('dialog', { name: RATE })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    const dialog = await screen.findByRole('dialog', { name: RATE });
    await untilTappable(within(dialog).getByRole('button', { name: star(3) }));
    await user.click(within(dialog).getByRole('button', { name: star(3) }));
    const all = Array.from({ length: rating.stars }, (_, i) => i + 1);
    const pressed = all.map((n) =>
      within(dialog)
        .getByRole('button', { name: star(n) })
        .getAttribute('aria-pressed'),
    );
    expect(pressed).toEqual(all.map((n) => String(n <= 3)));
    await user.click(within(dialog).getByRole('button', { name: star(1) }));
    expect(within(dialog).getByRole('button', { name: star(2) })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sending posts the score and problemId, toasts the success message and closes the dialog', async () => {
    const user = fakeTimers();
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=1&sessionId=s-5');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: star(4) }));
    await user.click(within(dialog).getByRole('button', { name: rating.send }));
    await screen.findByText(RATED);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: RATE })).not.toBeInTheDocument());
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
    await user.click(within(dialog).getByRole('button', { name: star(5) }));
    await user.click(within(dialog).getByRole('button', { name: rating.send }));
    await screen.findByText(RATED);
    first.unmount();

    renderRoute('/complainDetails?problemId=1');
    await loaded();
    act(() => vi.advanceTimersByTime(DELAY + 2000));
    expect(screen.queryByRole('dialog', { name: RATE })).not.toBeInTheDocument();
  });

  it('cancelling closes the dialog without sending', async () => {
    const user = fakeTimers();
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=1');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: star(2) }));
    await user.click(within(dialog).getByRole('button', { name: rating.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: RATE })).not.toBeInTheDocument());
    act(() => vi.advanceTimersByTime(DELAY + 2000));
    expect(screen.queryByRole('dialog', { name: RATE })).not.toBeInTheDocument();
    expect(scores).toHaveLength(0);
  });

  it('asks for a star before sending', async () => {
    const user = fakeTimers();
    const scores = recordCalls('saveScore');
    renderRoute('/complainDetails?problemId=1');
    const dialog = await openRating();
    await user.click(within(dialog).getByRole('button', { name: rating.send }));
    await screen.findByText(rating.chooseStar);
    expect(screen.getByRole('dialog', { name: RATE })).toBeInTheDocument();
    expect(scores).toHaveLength(0);
  });

  it('keeps the dialog and the stars when saving the score fails, with its send button disabled while in flight', async () => {
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
    await user.click(within(dialog).getByRole('button', { name: star(2) }));
    const send = within(dialog).getByRole('button', { name: rating.send });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent(actions.sendScore.loading);
    await user.click(send);
    act(() => held.release());
    await screen.findByText('Your rating could not be saved. Please try again later.');
    expect(screen.queryByText(actions.sendScore.loading)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: RATE })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: star(2) })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(send).toBeEnabled());
    expect(scores).toHaveLength(1);
  });

  it('shows no rating dialog when isNeedScore is 0', async () => {
    fakeTimers();
    renderRoute('/complainDetails?problemId=2');
    await loaded();
    act(() => vi.advanceTimersByTime(DELAY + 3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.processResult })).toBeInTheDocument();
  });

  it.each([false, '0', ' '])(
    'shows no rating dialog when isNeedScore is %j, a zero too',
    async (isNeedScore) => {
      fakeTimers();
      detail({ isNeedScore });
      renderRoute('/complainDetails?problemId=77');
      await loaded();
      act(() => vi.advanceTimersByTime(DELAY + 3000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('shows the server message and a retry for an unknown complaint, and explains a missing id', async () => {
    const first = renderRoute('/complainDetails?problemId=4040');
    await screen.findByText('We could not find this complaint.');
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shared.retry })).toBeInTheDocument();
    first.unmount();

    renderRoute('/complainDetails');
    expect(await screen.findByText(texts.missingId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.toList })).toBeInTheDocument();
  });
});
