// The server form field by field (issue 10): a keystroke renders the one field typed into, whatever
// the form's size, and a field showing a message checks itself again as it changes, while the
// whole form is checked only on submit.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { CARD, CARD_NUMBER, SLOW, answerCardInit, field, findField, onEwallet, texts } from './helpers';
import { widgetRegistry } from '../../../src/runtime/form/widgets';
import bindBank from '../../../schemas/screens/bindBank.json';
import type { WidgetProps } from '@rjsf/utils';
import { developer } from '../../../src/config/developer';
import { validPhone } from '../../support/mobileNumber';
import { shown } from '../../support/staff';

// The registry's text widget, spied on to see which fields render.
const widgets = widgetRegistry as Record<'TextWidget', (props: WidgetProps) => unknown>;

const say = (key: keyof typeof bindBank.messages, title = '') => shown(bindBank.messages[key], { title });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('typing in the server form', () => {
  it('renders only the field typed into, in a form of forty fields', async () => {
    const user = userEvent.setup();
    answerCardInit(
      Array.from({ length: 40 }, (_, i) => ({ code: `f${i}`, cate: 'text', title: `F${i}`, cardTypeMi: 0 })),
    );
    const rendered = vi.spyOn(widgets, 'TextWidget');
    renderRoute('/bindBank?product_id=7');
    const input = await findField('F7');
    await user.click(input);
    rendered.mockClear();
    await user.keyboard('Ana');
    expect(input).toHaveValue('Ana');
    expect(rendered.mock.calls.map(([props]) => props.id)).toEqual(Array(3).fill(input.id));
  });
});

describe('checking as the person types', () => {
  it('shows no message before the first submit, whatever is typed', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    await onEwallet(user);
    await user.type(await findField('E-wallet mobile number'), validPhone().slice(0, 4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('E-wallet mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it('after a refused submit, a field updates its own message as it changes and drops it once right', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: CARD }, SLOW));
    const card = 'Card or account number';
    await findField(card);
    await user.click(screen.getByRole('button', { name: texts.next }));
    const refused = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(refused).toContain(say('required', card));
    const others = refused.filter((m) => m !== say('required', card));

    await user.type(field(card), CARD_NUMBER.slice(0, 4));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(
      refused.map((m) => (m === say('required', card) ? say('bankCardPattern') : m)),
    );
    expect(field(card)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(card), CARD_NUMBER.slice(4));
    // The other fields were not typed into: they keep their messages until they change or the form is sent.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(others);
    expect(field(card)).not.toHaveAttribute('aria-invalid');
  });

  it('writes what was typed once the frame is drawn, and at once when the page is left', async () => {
    const user = userEvent.setup();
    const key = `${developer.storageKeys.bankDraft}.301`;
    renderRoute('/bindBank?productId=7&orderId=301');
    const input = await findField('Account name');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    await user.type(input, 'Rosa');
    // No frame has been drawn: nothing written yet, and one write waits for all four keys.
    expect(localStorage.getItem(key)).toBeNull();
    expect(frames).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({ values: { accountName: 'Rosa' } });
  });
});
