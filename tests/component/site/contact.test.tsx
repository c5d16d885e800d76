import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { waitForToastsGone } from './toasts';
import { invalidPhone, mobileRule, shownPhone, validPhone } from '../../support/mobileNumber';

const phone = validPhone();
import contact from '../../../schemas/screens/contact.json';

// Labels and messages come from the schema, so a staff edit keeps this green.
const { properties } = contact.form.schema;
const LABEL = {
  name: properties.name.title,
  phone: properties.phone.title,
  message: properties.message.title,
};
/** What the form says about a missing field (each field has its own message in the schema). */
const incomplete = (field: keyof typeof LABEL) => contact.form.errorMessages[field]['*'];
/** The first field's: what an empty form says first. */
const INCOMPLETE = incomplete('name');
const SENT = contact.messages.success;

// Every request the page makes, whether or not a handler answers it.
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${request.url}`);
};

beforeEach(async () => {
  await waitForToastsGone();
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

async function openForm() {
  renderRoute('/Contact');
  const name = await screen.findByRole('textbox', { name: LABEL.name }, { timeout: 5000 });
  return {
    name,
    phone: screen.getByRole('textbox', { name: LABEL.phone }),
    message: screen.getByRole('textbox', { name: LABEL.message }),
    submit: screen.getByRole('button', { name: contact.texts.submit }),
  };
}

describe('official site contact form', () => {
  it('asks for complete information when submitted empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.click(form.submit);
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it.each([
    ['name', { phone, message: 'When is my due date?' }],
    ['phone', { name: 'Maria Santos', message: 'When is my due date?' }],
    ['message', { name: 'Maria Santos', phone }],
  ])(
    'asks for complete information when the %s is missing, keeping what was typed',
    async (missing, values) => {
      const user = userEvent.setup();
      const form = await openForm();
      if ('name' in values) await user.type(form.name, values.name);
      if ('phone' in values) await user.type(form.phone, values.phone);
      if ('message' in values) await user.type(form.message, values.message);
      await user.click(form.submit);
      expect(await screen.findByText(incomplete(missing as keyof typeof LABEL))).toBeInTheDocument();
      if ('name' in values) expect(form.name).toHaveValue(values.name);
      if ('message' in values) expect(form.message).toHaveValue(values.message);
      expect(requests).toEqual([]);
    },
  );

  it('treats a message of blanks as missing', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.name, 'Maria Santos');
    await user.type(form.phone, phone);
    await user.type(form.message, '   ');
    await user.click(form.submit);
    expect(await screen.findByText(incomplete('message'))).toBeInTheDocument();
  });

  it("keeps only digits in the phone field, at most the mobile-number rule's length, shown in its groups", async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.phone, `${phone.slice(0, 4)}-abc ${phone.slice(4)}999`);
    expect(form.phone).toHaveValue(shownPhone(`${phone}999`.slice(0, mobileRule.length)));
  });

  it('checks the phone only as far as its schema says: a number registration refuses', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.name, 'Maria Santos');
    await user.type(form.phone, invalidPhone());
    await user.type(form.message, 'When is my due date?');
    await user.click(form.submit);
    // As the page is served: a field that names the whole mobile-number rule has its pattern.
    const { pattern } = properties.phone as { pattern?: string };
    const messages = contact.form.errorMessages.phone as Record<string, string>;
    if (pattern !== undefined && !new RegExp(pattern).test(invalidPhone())) {
      expect(await screen.findByText(messages.pattern ?? messages['*'] ?? '')).toBeInTheDocument();
      expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    } else {
      // Only how a number is typed (SPEC.md asks the form for all three fields, no more).
      expect(await screen.findByText(SENT)).toBeInTheDocument();
      expect(screen.queryByText(mobileRule.message)).not.toBeInTheDocument();
    }
    expect(requests).toEqual([]);
  });

  it('thanks the visitor when complete, clears the form and sends nothing to a server', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(form.name, 'Maria Santos');
    await user.type(form.phone, phone);
    await user.type(form.message, 'I would like to know how to extend my loan.');
    await user.click(form.submit);
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: LABEL.name })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: LABEL.phone })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: LABEL.message })).toHaveValue('');
    expect(requests).toEqual([]);
  });
});
