import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import instructions from 'virtual:content/paymentInstructions';
import guide from '../../../schemas/screens/paymentInstructions.json';
import { headingsOf, shown } from '../../support/staff';

const gcashFirst = guide.data.galleries[0]!.images[0]!;
const gcashSecond = guide.data.galleries[0]!.images[1]!;
/** The text's sections, as staff wrote them in content/paymentInstructions.md. */
const SECTIONS = headingsOf(instructions, 2);
const enlarged = (alt: string) => shown(guide.texts.viewerLabel, { alt });
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('payment instructions', () => {
  it('shows the instructions of content/ with a section per way to pay, and no site navigation', async () => {
    renderRoute('/paymentInstructions');
    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument();
    expect(SECTIONS.length).toBeGreaterThanOrEqual(guide.data.galleries.length);
    for (const name of SECTIONS) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const text = words(screen.getByRole('main').textContent);
    const doc = new DOMParser().parseFromString(instructions, 'text/html');
    for (const paragraph of doc.querySelectorAll('p')) expect(text).toContain(words(paragraph.textContent));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('places each gallery after its section, every image of the schema shown once', async () => {
    renderRoute('/paymentInstructions');
    await screen.findByRole('heading', { level: 1 });
    const all = guide.data.galleries.flatMap((g) => g.images);
    for (const image of all)
      expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('src', image.src);
    expect(screen.getAllByRole('img')).toHaveLength(all.length);
    const nextHeading = screen.getByRole('heading', { level: 2, name: SECTIONS[1] });
    const firstImage = screen.getByRole('img', { name: gcashFirst.alt });
    // The first gallery's screenshots come before the next section, not at the end of the page.
    expect(firstImage.compareDocumentPosition(nextHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tapping an image enlarges it in a dialog that its close button and Escape dismiss', async () => {
    const user = userEvent.setup();
    renderRoute('/paymentInstructions');
    const thumb = await screen.findByRole('button', { name: gcashSecond.alt });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: enlarged(gcashSecond.alt) });
    await waitFor(() => expect(dialog.querySelector(`img[src="${gcashSecond.src}"]`)).not.toBeNull());
    await user.click(within(dialog).getByRole('button', { name: guide.texts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumb).toHaveFocus();

    await user.click(screen.getByRole('button', { name: gcashFirst.alt }));
    expect(await screen.findByRole('dialog', { name: enlarged(gcashFirst.alt) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
