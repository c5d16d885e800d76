// Dialogs behave as dialogs (src/ui/shared/modal.ts): focus moves in when one opens and back when it closes,
// Tab stays inside, Escape and the iOS back action close one that may be closed and nothing else, the page behind is inert
// while a toast stays heard; tabs name their panels. The UI kit with texts of this test's own; the
// screens' declared dialogs with their names read from the schema.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../src/ui/Dialog';
import { Popup } from '../../src/ui/Overlay';
import { Tabs } from '../../src/ui/Tabs';
import { toast } from '../../src/platform/base/notify';
import { installNativeBack } from '../../src/platform/bridge';
import { closableWithoutAnswer } from '../../src/runtime/dialogDismissal';
import { renderRoute } from '../support/render';
import orderDetails from '../../schemas/screens/orderDetails.json';

/** A page with a button that opens a dialog, which may or may not be closed without an answer. */
function Page({ mustAnswer = false, controls = true }: { mustAnswer?: boolean; controls?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const close = () => setOpen(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      <Dialog
        visible={open}
        label="Question"
        title="Question"
        {...(mustAnswer ? { mustAnswer: true } : { onClose: close })}
        buttons={
          controls
            ? [
                { text: 'No', onClick: close },
                { text: 'More', onClick: () => setInner(true) },
                { text: 'Yes', primary: true, onClick: close },
              ]
            : []
        }
      />
      <Popup visible={inner} onClose={() => setInner(false)} closeOnMaskClick>
        <div role="dialog" aria-label="More">
          <button type="button" onClick={() => setInner(false)}>
            Done
          </button>
        </div>
      </Popup>
    </main>
  );
}

const page = () => screen.getByRole('main').parentElement as HTMLElement;

/** The native app's back action, as it calls it; what the page answers. */
function nativeBack(): boolean | undefined {
  let handled: boolean | undefined;
  act(() => {
    handled = (window as Window & { onNativeBack?: () => boolean }).onNativeBack?.();
  });
  return handled;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Question' });
}

describe('a dialog of the UI kit', () => {
  it('takes focus on its first control, makes the page inert, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    expect(page()).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(page()).not.toHaveAttribute('inert');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openDialog(user);
    const buttons = within(dialog).getAllByRole('button');
    for (let i = 1; i <= buttons.length * 2; i += 1) {
      await user.tab();
      expect(buttons[i % buttons.length]).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(buttons.at(-1)).toHaveFocus();
  });

  it('that must be answered stays open on Escape, until a button answers it', async () => {
    const user = userEvent.setup();
    render(<Page mustAnswer />);
    const dialog = await openDialog(user);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(page()).toHaveAttribute('inert');

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on the iOS back action as on Escape, and the app stays on the page', async () => {
    installNativeBack();
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'More' }));

    // The top box first, then the one under it; with none open, the back action is the app's.
    expect(nativeBack()).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(nativeBack()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(nativeBack()).toBe(false);
  });

  it('that must be answered leaves the iOS back action to the app', async () => {
    installNativeBack();
    const user = userEvent.setup();
    render(<Page mustAnswer />);
    const dialog = await openDialog(user);
    expect(nativeBack()).toBe(false);
    expect(dialog).toBeInTheDocument();
  });

  it('without a control takes focus itself, so its name is read out', async () => {
    const user = userEvent.setup();
    render(<Page controls={false} />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveFocus();
  });

  it('under another: only the top one takes Escape, and focus goes back down the stack', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openDialog(user);
    const more = within(dialog).getByRole('button', { name: 'More' });
    await user.click(more);
    const sheet = screen.getByRole('dialog', { name: 'More' });
    expect(within(sheet).getByRole('button', { name: 'Done' })).toHaveFocus();
    // The dialog below is behind now, with the page.
    expect(dialog.closest('.adm-center-popup')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(dialog.closest('.adm-center-popup')).not.toHaveAttribute('inert');
    expect(page()).toHaveAttribute('inert');
  });

  it('leaves a toast heard: a live region beside the app is never made inert', async () => {
    const user = userEvent.setup();
    render(<Page />);
    toast('Saved');
    const live = screen.getByText('Saved').closest('[aria-live]');
    await openDialog(user);
    expect(page()).toHaveAttribute('inert');
    expect(live).not.toHaveAttribute('inert');
  });

  it('gives back an inert attribute it did not set as it found it', async () => {
    const user = userEvent.setup();
    const other = document.createElement('div');
    other.setAttribute('inert', '');
    document.body.appendChild(other);
    render(<Page />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(other).toHaveAttribute('inert');
    other.remove();
  });
});

describe('a declared dialog', () => {
  it('may be left without an answer only when it offers a way out that runs nothing', () => {
    expect(
      closableWithoutAnswer({
        buttons: [
          { text: 'A', action: 'a' },
          { text: 'B', action: 'b' },
        ],
      }),
    ).toBe(false);
    expect(closableWithoutAnswer({ buttons: [{ text: 'A', action: 'a' }, { text: 'OK' }] })).toBe(true);
    expect(closableWithoutAnswer({ closeLabel: 'Close', buttons: [{ text: 'A', action: 'a' }] })).toBe(true);
    expect(closableWithoutAnswer({ dismissible: true, buttons: [{ text: 'A', action: 'a' }] })).toBe(true);
    const rating = { stars: 5, chooseStar: 'Pick', cancel: 'Cancel', send: 'Send', action: 'a' };
    expect(closableWithoutAnswer({ title: 'Rate', rating })).toBe(true);
  });

  it("order details' withdraw dialog answers Escape as its declaration says", async () => {
    const user = userEvent.setup();
    const withdraw = orderDetails.dialogs.withdraw;
    renderRoute('/loanDetails?productId=1&orderId=21');
    const dialog = await screen.findByRole('dialog', { name: withdraw.label });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    if (closableWithoutAnswer(withdraw)) expect(dialog).not.toBeInTheDocument();
    else expect(dialog).toBeInTheDocument();
  });
});

describe('tabs', () => {
  it('name their panels, and each panel its tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs aria-label="Kinds">
        <Tabs.Tab key="a" title="First">
          <p>one</p>
        </Tabs.Tab>
        <Tabs.Tab key="b" title="Second">
          <p>two</p>
        </Tabs.Tab>
      </Tabs>,
    );
    const first = screen.getByRole('tab', { name: 'First' });
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('one');
    // A panel not yet shown is not rendered, so its tab names none.
    expect(screen.getByRole('tab', { name: 'Second' })).not.toHaveAttribute('aria-controls');

    await user.click(screen.getByRole('tab', { name: 'Second' }));
    const second = screen.getByRole('tabpanel', { name: 'Second' });
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-controls', second.id);
    expect(second).toHaveTextContent('two');
  });
});
