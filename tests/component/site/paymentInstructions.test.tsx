import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import guide from '../../../schemas/screens/paymentInstructions.json';

const gcashFirst = guide.data.galleries[0]!.images[0]!;
const gcashSecond = guide.data.galleries[0]!.images[1]!;

describe('payment instructions', () => {
  it('explains Pay Bills in two wallets and paying at a store with the reference number', async () => {
    renderRoute('/paymentInstructions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment instructions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /GCash/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Maya/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /store/ })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/Pay Bills/);
    expect(text).toMatch(/reference number/);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('places each gallery after its section, every image of the schema shown once', async () => {
    renderRoute('/paymentInstructions');
    await screen.findByRole('heading', { level: 1 });
    const all = guide.data.galleries.flatMap((g) => g.images);
    for (const image of all)
      expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('src', image.src);
    expect(screen.getAllByRole('img')).toHaveLength(all.length);
    const mayaHeading = screen.getByRole('heading', { level: 2, name: /Maya/ });
    const gcashImage = screen.getByRole('img', { name: gcashFirst.alt });
    // The GCash screenshots come before the Maya section, not at the end of the page.
    expect(gcashImage.compareDocumentPosition(mayaHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tapping an image enlarges it in a dialog that Close and Escape dismiss', async () => {
    const user = userEvent.setup();
    renderRoute('/paymentInstructions');
    const thumb = await screen.findByRole('button', { name: gcashSecond.alt });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: `Enlarged image: ${gcashSecond.alt}` });
    await waitFor(() => expect(dialog.querySelector(`img[src="${gcashSecond.src}"]`)).not.toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumb).toHaveFocus();

    await user.click(screen.getByRole('button', { name: gcashFirst.alt }));
    expect(
      await screen.findByRole('dialog', { name: `Enlarged image: ${gcashFirst.alt}` }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
