// Render cost guard: typing into the server form commits React once per keystroke, whatever the
// field's input rule (the form owns its values; the screen around it does not re-render).
import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/app/routes';
import { AppRoutes } from '../../../src/app/shared/router';
import { EWALLET, SLOW } from './helpers';
import { shownPhone, validPhone } from '../../support/mobileNumber';

const MOBILE = 'E-wallet mobile number';

function renderProfiled(url: string) {
  const onRender = vi.fn();
  render(
    <Profiler id="bindBank" onRender={onRender}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </Profiler>,
  );
  return onRender;
}

describe('commits per keystroke', () => {
  it.each([
    ['Account name', 'Maria'],
    [MOBILE, validPhone().slice(0, 5)],
  ])('typing in %s commits once per key', async (name, keys) => {
    const user = userEvent.setup();
    const onRender = renderProfiled('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: EWALLET }, SLOW));
    const input = await screen.findByRole('textbox', { name }, SLOW);
    await user.click(input);
    onRender.mockClear();
    await user.keyboard(keys);
    expect(input).toHaveValue(name === MOBILE ? shownPhone(keys) : keys);
    expect(onRender).toHaveBeenCalledTimes(keys.length);
  });

  it('a key ignored by the input rule commits nothing visible and never more than once', async () => {
    const user = userEvent.setup();
    const onRender = renderProfiled('/bindBank?product_id=7');
    await user.click(await screen.findByRole('tab', { name: EWALLET }, SLOW));
    const input = await screen.findByRole('textbox', { name: MOBILE }, SLOW);
    await user.click(input);
    const typed = validPhone().slice(0, 4);
    await user.keyboard(typed);
    onRender.mockClear();
    await user.keyboard('x');
    expect(input).toHaveValue(shownPhone(typed));
    expect(onRender.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
