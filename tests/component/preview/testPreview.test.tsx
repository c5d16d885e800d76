import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { sessionParams } from '../../../src/platform/base/session';
import preview from '../../../schemas/screens/testPreview.json';
import { inside } from '../../support/staff';

// Labels come from the schema, so a staff edit keeps this green; the pages are SPEC.md's list.
const { texts, data } = preview;
const SPEC_PATHS = [
  '/confirmLoan',
  '/loanDetails',
  '/repaymentOfPeriod',
  '/repaymentOfDelay',
  '/bindBank',
  '/aboutUs',
  '/complaint',
  '/customerService',
  '/privacyPolicy',
  '/paymentInstructions',
];
const linkTo = (path: string) => data.targets.find((t) => t.path === path)?.label as string;
const SPEC_TARGETS = SPEC_PATHS.map(linkTo);
const fieldLabel = (name: string) => data.fields.find((f) => f.name === name)?.label as string;

describe('test preview page', () => {
  it('has every editable field with sample defaults', async () => {
    renderRoute('/testPreview');
    for (const { label } of data.fields) expect(await screen.findByLabelText(label)).not.toHaveValue('');
  });

  it('opens a target page with the typed values as query parameters and keeps them for the visit', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/testPreview');
    const order = await screen.findByLabelText(fieldLabel('orderId'));
    await user.clear(order);
    await user.type(order, '200');
    const session = screen.getByLabelText(fieldLabel('sessionId'));
    await user.clear(session);
    await user.type(session, 'typed-session');
    await user.click(screen.getByRole('link', { name: linkTo('/loanDetails') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('orderId')).toBe('200');
    expect(query.get('sessionId')).toBe('typed-session');
    expect(sessionParams().sessionId).toBe('typed-session');
  });

  it('lists one link per target page of the spec', async () => {
    renderRoute('/testPreview');
    for (const name of SPEC_TARGETS) {
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('a person finds each page of the spec by its name alone, with no other link sharing it', async () => {
    renderRoute('/testPreview');
    await screen.findByRole('link', { name: linkTo('/loanDetails') });
    const linkNames = screen.getAllByRole('link').map((link) => link.textContent?.trim() ?? '');
    const containing = (names: string[], part: string) =>
      names.filter((n) => n.toLowerCase().includes(part.toLowerCase())).sort();
    for (const target of SPEC_TARGETS)
      // One target's name may be part of another's (a page and its instructions); nothing else may share a name.
      expect(containing(linkNames, target), target).toEqual(containing(SPEC_TARGETS, target));
  });

  it('shows the chosen photo, takes a contact name and reports the location or why it failed', async () => {
    const user = userEvent.setup();
    renderRoute('/testPreview');
    const file = new File([new Uint8Array(2048)], 'selfie.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText(texts.photo), file);
    expect(screen.getByText(/selfie\.jpg/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(texts.contactName), 'Maria Santos');
    expect(screen.getByLabelText(texts.contactName)).toHaveValue('Maria Santos');

    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 14.5547, longitude: 121.0244 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    await user.click(screen.getByRole('button', { name: texts.getLocation }));
    expect(
      await screen.findByText(inside(texts.location, { latitude: '14.55470', longitude: '121.02440' })),
    ).toBeInTheDocument();
  });
});
