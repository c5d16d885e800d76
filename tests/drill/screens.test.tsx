// The screens follow the staff edit drill (tools/testing/drill/staffDrill.ts; this project imports the edited copy
// of the schemas): each of the twelve specific edits is looked for where a borrower or visitor would
// see it, and what a test looks for is read from the edited files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { drillValues, reword } from '../../tools/testing/drill/staffDrill';
import { root } from '../../tools/staff/schemaFiles';
import orderDetails from '../../schemas/screens/orderDetails.json';
import app from '../../schemas/app.json';
import register from '../../schemas/screens/register.json';
import site from '../../schemas/screens/site.json';
import submit from '../../schemas/screens/complaintSubmit.json';
import bindBank from '../../schemas/screens/bindBank.json';
import contact from '../../schemas/screens/contact.json';

/** What the drill's specific edits set, worked out from the committed files it copied. */
const v = drillValues(root);
/** The drill's sample number in the drill's groups. */
const shownSample = v.phoneGroups
  .map((size, i) => {
    const at = v.phoneGroups.slice(0, i).reduce((a, b) => a + b, 0);
    return v.samplePhone.slice(at, at + size);
  })
  .join(' ');
/** A staff file as committed, before the drill edited its copy. */
const committed = <T,>(rel: string) => JSON.parse(readFileSync(join(root, rel), 'utf8')) as T;

describe('the staff edit drill on screen', () => {
  it('reads the edited copy', () => {
    expect(app.themeColor).toBe(v.themeColor);
    expect(register.limits.countdownSeconds).toBe(v.countdownSeconds);
    expect(app.mobileNumber.pattern).toBe(v.phonePattern);
    expect(submit.form.schema.properties.problemDetail.maxLength).toBe(v.complaintMax);
    expect(orderDetails.title).not.toBe(
      committed<{ title: string }>('schemas/screens/orderDetails.json').title,
    );
  });

  it('a new order status shows its icon and its new button', async () => {
    server.use(
      http.post('*/tender/v3/loan-details/loan-details', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { orderStatus: v.newStatus, noticeStatusText: 'On hold' },
        }),
      ),
    );
    renderRoute(`/loanDetails?productId=1&orderId=${v.newStatus}`);
    const icon = await screen.findByRole('img', { name: orderDetails.texts.statusIcon });
    expect(icon.getAttribute('src')).toContain(`status-${v.newStatus}.svg`);
    expect(screen.getByRole('button', { name: v.newStatusButton })).toBeInTheDocument();
  });

  it('the company site shows the new e-mail, the reordered navigation, the About heading and the privacy paragraph', async () => {
    const labels = site.data.nav.map((item) => item.label);
    const before = committed<typeof site>('schemas/screens/site.json').data.nav.map((item) =>
      reword(item.label),
    );
    expect([...labels].sort(), 'the same links, reworded').toEqual([...before].sort());
    expect(labels, 'in another order').not.toEqual(before);
    renderRoute('/About');
    const nav = await screen.findByRole('navigation', {}, { timeout: 5000 });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(labels);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: v.email })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: v.aboutHeading })).toBeInTheDocument();
  });

  it('bank binding types a wallet number as the one edited mobile-number rule says: its length and groups', async () => {
    const user = userEvent.setup();
    renderRoute('/bindBank?product_id=7');
    // The drill may have moved the tab the page opens on: the e-wallet's is chosen as a person would.
    const ewallet = bindBank.data.cardTypes.find((t) => t.type === 1)?.label as string;
    await user.click(await screen.findByRole('tab', { name: ewallet }, { timeout: 15000 }));
    const wallet = await screen.findByRole('textbox', { name: 'E-wallet mobile number' });
    // Typing past the rule's length is ignored.
    await user.type(wallet, `${v.samplePhone}9`);
    expect(wallet).toHaveValue(shownSample);
  });

  it('the contact form types the number as the same rule says, and thanks a complete form', async () => {
    const user = userEvent.setup();
    renderRoute('/Contact');
    const { properties } = contact.form.schema;
    await user.type(
      await screen.findByRole('textbox', { name: properties.name.title }, { timeout: 5000 }),
      'Maria Santos',
    );
    const phone = screen.getByRole('textbox', { name: properties.phone.title });
    await user.type(phone, v.samplePhone);
    expect(phone).toHaveValue(shownSample);
    await user.type(screen.getByRole('textbox', { name: properties.message.title }), 'When is my due date?');
    await user.click(screen.getByRole('button', { name: contact.texts.submit }));
    expect(await screen.findByText(contact.messages.success)).toBeInTheDocument();
  });

  it('the privacy policy carries the new paragraph', async () => {
    renderRoute('/privacyPolicy');
    expect(await screen.findByText(v.privacySentence)).toBeInTheDocument();
  });
});
