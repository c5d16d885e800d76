import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { createStore } from 'jotai';
import { lastComplaintOrderAtom } from '../../../src/runtime/state/complaints';
import { deferred, picture, recordCalls, untilTappable, useNodeFileClasses, warmScreens } from './helpers';
import { fill } from '../../../src/runtime/base/template';
import submit from '../../../schemas/screens/complaintSubmit.json';
import complaintHome from '../../../schemas/screens/complaintHome.json';
import { anyOf } from '../../support/staff';
import { endpointPattern } from '../../../src/platform/endpoints';

// Labels, messages and limits come from the schema, so a staff edit (a cap of 300) keeps this green.
const { texts, messages, limits } = submit;
const DESCRIPTION = submit.form.schema.properties.problemDetail.title;
const MAX = limits.imagesMax;
const view = (n: number) => fill(texts.viewImage, { n });
const imagesTitle = (count: number) => fill(texts.imagesTitle, { count, max: MAX });
const UPLOADING = anyOf(texts.uploading);

const COLLECTION = '/complainPageNext?problemType=1&problemSonType=11&orderNo=PA2026112200174';
const REPAYMENT = '/complainPageNext?problemType=2&problemSonType=&orderNo=PA2026101500180';
const EMPTY_MESSAGE = submit.form.errorMessages.problemDetail.required;

beforeAll(warmScreens, 60000);
beforeEach(async () => {
  await useNodeFileClasses();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function describeProblem(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole('textbox', { name: DESCRIPTION });
  await user.click(box);
  await user.paste(text);
  return box;
}

describe('complaint submission', () => {
  it('shows the chosen type tags (from the GET problem-init), the response promise and the form controls', async () => {
    const calls = recordCalls('problemInit');
    renderRoute(COLLECTION);
    const tags = await screen.findByRole('list', { name: texts.typeTags });
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Collection', 'Excessive phone contact']),
    );
    expect(calls[0]?.method).toBe('GET');
    expect(screen.getByText(fill(texts.promise, { days: limits.responseWeekdays }))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: DESCRIPTION })).toBeInTheDocument();
    const input = screen.getByLabelText(texts.uploadImage);
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: texts.send })).toBeEnabled();
    expect(document.title).toBe(submit.title);
  });

  it('refuses an empty or blank description with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const saves = recordCalls('problemSave');
    renderRoute(COLLECTION);
    await user.click(await screen.findByRole('button', { name: texts.send }));
    await screen.findByText(EMPTY_MESSAGE);
    await describeProblem(user, '   ');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(screen.getAllByText(EMPTY_MESSAGE)).toHaveLength(1));
    expect(saves).toHaveLength(0);
  });

  it('keeps at most the configured number of characters and ignores further input', async () => {
    const user = userEvent.setup();
    renderRoute(COLLECTION);
    const box = await describeProblem(user, 'a'.repeat(limits.descriptionMax + 50));
    expect(box).toHaveValue('a'.repeat(limits.descriptionMax));
    await user.type(box, 'bcd');
    expect(box).toHaveValue('a'.repeat(limits.descriptionMax));
  });

  it('uploads each image on adding as multipart problemImage, showing its progress and success', async () => {
    const user = userEvent.setup();
    const uploads = recordCalls('uploadProblemImage');
    const held = deferred();
    server.use(
      http.post(endpointPattern('uploadProblemImage'), async () => {
        await held.promise;
      }),
    );
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), [
      picture('call-log.png', 3000),
      picture('chat.jpg', 1000, 'image/jpeg'),
    ]);
    expect(await screen.findByText(fill(texts.uploading, { n: 1 }))).toBeInTheDocument();
    expect(screen.getByText(fill(texts.uploading, { n: 2 }))).toBeInTheDocument();
    act(() => held.release());
    await screen.findByText(messages.uploadSucceeded);
    expect(await screen.findByRole('button', { name: view(2) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: view(1) })).toBeInTheDocument();
    expect(screen.queryByText(UPLOADING)).not.toBeInTheDocument();
    expect(screen.getByText(imagesTitle(2))).toBeInTheDocument();
    expect(uploads.map((u) => u.file)).toEqual([
      { name: 'call-log.png', size: 3000 },
      { name: 'chat.jpg', size: 1000 },
    ]);
  });

  it('sends the save payload, shows the success modal for its configured time, keeps the order number and replaces the page with the complaint home', async () => {
    // Only timeouts: antd-mobile's dialogs animate on requestAnimationFrame and performance.now.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const saves = recordCalls('problemSave');
    const { router } = renderRoute(`${COLLECTION}&sessionId=s-9`);
    await user.upload(await screen.findByLabelText(texts.uploadImage), [picture('a.png'), picture('b.png')]);
    await screen.findByRole('button', { name: view(2) });
    await describeProblem(user, 'The agent called my sister in Cebu five times today.');
    await user.click(screen.getByRole('button', { name: texts.send }));

    const modal = await screen.findByRole('dialog', { name: texts.successTitle });
    // Let the modal's effects run, so its timer is set before the clock moves.
    await act(async () => {});
    expect(
      within(modal).getByText(fill(texts.successText, { days: limits.responseWeekdays })),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const sent = saves[0]!.params;
    expect(sent).toMatchObject({
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'The agent called my sister in Cebu five times today.',
      orderNo: 'PA2026112200174',
      sessionId: 's-9',
    });
    const urls = sent.problemImage!.split(',');
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^http.+\/sandbox-image\/upload-\d$/);
    // Kept in storage: a store of its own (the next page's) reads it back.
    expect(createStore().get(lastComplaintOrderAtom)).toBe('PA2026112200174');
    expect(screen.getByRole('button', { name: texts.send })).toBeDisabled();

    act(() => vi.advanceTimersByTime(limits.successModalMs - 100));
    expect(router.state.location.pathname).toBe('/complainPageNext');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaint'));
    expect(new URLSearchParams(router.state.location.search).get('sessionId')).toBe('s-9');
    // The home opens on the order just complained about.
    expect(
      await screen.findByText(fill(complaintHome.texts.orderNo, { orderNo: 'PA2026112200174' })),
    ).toBeInTheDocument();
    // Replaced, not pushed: going back does not return to the sent form.
    act(() => void router.navigate(-1));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/complaint');
  });

  it('ends the upload toast when the success dialog opens, so nothing covers the dialog text', async () => {
    const user = userEvent.setup();
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), picture('proof.png'));
    await screen.findByRole('button', { name: view(1) });
    expect(await screen.findByText(messages.uploadSucceeded)).toBeVisible();
    await describeProblem(user, 'The agent called my sister in Cebu five times today.');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByRole('dialog', { name: texts.successTitle });
    // At once, well within the toast's own lifetime: waiting for it would let it expire by itself.
    await act(async () => {});
    expect(screen.queryByText(messages.uploadSucceeded)).toBeNull();
  });

  it('sends an empty problemImage and an empty sub-type when there are none', async () => {
    const user = userEvent.setup();
    const saves = recordCalls('problemSave');
    renderRoute(REPAYMENT);
    await describeProblem(user, 'My GCash payment is not showing.');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByRole('dialog', { name: texts.successTitle });
    expect(saves[0]!.params).toEqual(
      expect.objectContaining({
        problemType: '2',
        problemSonType: '',
        problemImage: '',
        orderNo: 'PA2026101500180',
      }),
    );
  });

  it('takes at most the configured number of images and then offers no more uploads', async () => {
    const user = userEvent.setup();
    const uploads = recordCalls('uploadProblemImage');
    renderRoute(COLLECTION);
    const input = await screen.findByLabelText(texts.uploadImage);
    await user.upload(input, [picture('1.png'), picture('2.png'), picture('3.png')]);
    await screen.findByRole('button', { name: view(3) });
    const many = Array.from({ length: MAX - 1 }, (_, i) => picture(`more-${i + 1}.png`));
    await user.upload(screen.getByLabelText(texts.uploadImage), many);
    expect(await screen.findByRole('alert')).toHaveTextContent(fill(messages.tooManyImages, { max: MAX }));
    expect(await screen.findByRole('button', { name: view(MAX) })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(UPLOADING)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: view(MAX + 1) })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(texts.uploadImage)).not.toBeInTheDocument();
    expect(screen.getByText(imagesTitle(MAX))).toBeInTheDocument();
    expect(uploads.map((u) => u.file?.name)).toEqual([
      '1.png',
      '2.png',
      '3.png',
      ...many.slice(0, MAX - 3).map((f) => f.name),
    ]);

    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: fill(texts.removeImage, { n: MAX }) }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(texts.uploadImage)).toBeInTheDocument();
    expect(screen.getByText(imagesTitle(MAX - 1))).toBeInTheDocument();
  });

  it('names an unreadable image by its position and uploads the rest', async () => {
    const user = userEvent.setup();
    const uploads = recordCalls('uploadProblemImage');
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), [
      picture('ok.png'),
      picture('broken.png', 0),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(fill(messages.imageUnreadable, { n: 2 }));
    await waitFor(() => expect(screen.queryByText(UPLOADING)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: view(1) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: view(2) })).not.toBeInTheDocument();
    expect(uploads.map((u) => u.file?.name)).toEqual(['ok.png']);
  });

  it('shows the server message when an upload fails and adds no image', async () => {
    const user = userEvent.setup();
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), picture('fail.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image could not be uploaded. Please try again.',
    );
    await waitFor(() => expect(screen.queryByText(UPLOADING)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: view(1) })).not.toBeInTheDocument();
    expect(screen.getByText(imagesTitle(0))).toBeInTheDocument();
  });

  it('keeps the text and images after a failed save, and a second try goes through', async () => {
    const user = userEvent.setup();
    const saves = recordCalls('problemSave');
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), picture('proof.png'));
    await screen.findByRole('button', { name: view(1) });
    const box = await describeProblem(user, 'Payment failed twice at 7-Eleven.');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByText('Our complaint service is busy. Please try again in a few minutes.');
    expect(box).toHaveValue('Payment failed twice at 7-Eleven.');
    expect(screen.getByRole('button', { name: view(1) })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: texts.successTitle })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: texts.send })).toBeEnabled());

    await user.clear(box);
    await user.type(box, 'Payment was refused twice at 7-Eleven.');
    await user.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByRole('dialog', { name: texts.successTitle })).toBeInTheDocument();
    expect(saves).toHaveLength(2);
    expect(saves[1]!.params.problemImage).toBe(saves[0]!.params.problemImage);
  });

  it('sends one request per tap: Send is disabled while the save is in flight', async () => {
    const user = userEvent.setup();
    const held = deferred();
    server.use(
      http.post(endpointPattern('problemSave'), async () => {
        await held.promise;
        return HttpResponse.json({ code: '01', message: 'Service unavailable, please try later.' });
      }),
    );
    const saves = recordCalls('problemSave');
    renderRoute(COLLECTION);
    await describeProblem(user, 'Excessive phone contact.');
    const send = screen.getByRole('button', { name: texts.send });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(screen.getByText(texts.sending).closest('[role="status"]')).not.toBeNull();
    await user.click(send);
    act(() => held.release());
    await screen.findByText('Service unavailable, please try later.');
    expect(screen.queryByText(texts.sending)).not.toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(saves).toHaveLength(1);
  });

  it('asks to wait while an image is still uploading', async () => {
    const user = userEvent.setup();
    const saves = recordCalls('problemSave');
    const held = deferred();
    server.use(
      http.post(endpointPattern('uploadProblemImage'), async () => {
        await held.promise;
      }),
    );
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), picture('slow.png'));
    await describeProblem(user, 'Rude agent.');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByText(messages.waitForUploads);
    expect(saves).toHaveLength(0);
    act(() => held.release());
    await screen.findByRole('button', { name: view(1) });
  });

  it('enlarges an uploaded image when tapped', async () => {
    const user = userEvent.setup();
    renderRoute(COLLECTION);
    await user.upload(await screen.findByLabelText(texts.uploadImage), picture('zoom.png'));
    await user.click(await screen.findByRole('button', { name: view(1) }));
    const viewer = await screen.findByRole('dialog', { name: view(1) });
    expect(await within(viewer).findByRole('img', { name: fill(texts.imageAlt, { n: 1 }) })).toHaveAttribute(
      'src',
      expect.stringMatching(/sandbox-image\/upload-1$/),
    );
    const close = within(viewer).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: view(1) })).not.toBeInTheDocument());
  });

  it('explains what is missing when opened without an order or type', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complainPageNext?problemType=2');
    expect(await screen.findByText(texts.missingParams)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.startAgain }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaint'));
  });
});
