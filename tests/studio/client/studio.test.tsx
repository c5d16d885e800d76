// The studio's editor against its server's API (answered here with msw at the fetch layer): a change
// in the form becomes a draft that differs from the file in that one line; the check's sentence shows
// beside the field its pointer names and blocks saving, with the preview said to keep the last good
// version; problems of other files are listed apart; saving posts the draft; the changes review says
// each change in words beside a frame of the file's state, and hands over only when the server says
// it can. Labels and values are read from the files.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Catalogue, ChangedFile, FileData, Problem } from '../../../studio/shared/protocol';
import { AREA_HEADINGS, Studio } from '../../../studio/client/Studio';
import { bundleContract } from '../../../studio/server/contract';
import { ruleLists } from '../../../studio/server/decisions';
import { root } from '../../../tools/staff/schemaFiles';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { server } from '../../support/server';

const FILE = 'schemas/screens/orderDetails.json';
const text = readFileSync(FILE, 'utf8');
const data = JSON.parse(text) as {
  dialogs: Record<string, { buttons?: { text: string }[] }>;
  actions: object;
};
/** The first dialog with a button: the button label the tests change. */
const [dialogName, dialog] = Object.entries(data.dialogs).find(([, d]) => d.buttons?.length) as [
  string,
  { buttons: { text: string }[] },
];
const label = dialog.buttons[0]!.text;
const fieldId = `field_dialogs_${dialogName}_buttons_0_text`;
const pointer = `#/dialogs/${dialogName}/buttons/0/text`;

const catalogue: Catalogue = {
  previewOrigin: 'http://127.0.0.1:1',
  pages: [{ path: '/loanDetails', area: 'in-app', files: [FILE, 'schemas/app.json'] }],
  files: [
    {
      file: FILE,
      kind: 'screen',
      contract: 'schemas/meta/screens/orderDetails.schema.json',
      pages: ['/loanDetails'],
    },
    { file: 'schemas/app.json', kind: 'app', contract: 'schemas/meta/app.schema.json', pages: [] },
  ],
  names: {
    routes: ['/loanDetails'],
    bridgeCalls: [],
    images: [],
    dialogs: { [FILE]: Object.keys(data.dialogs) },
    actions: { [FILE]: Object.keys(data.actions) },
  },
};

const fileData: FileData = {
  path: FILE,
  text,
  savedText: text,
  contract: bundleContract(resolve('schemas/meta/screens/orderDetails.schema.json')),
  states: [{ title: 'Order, one state', framePath: '/loanDetails?orderId=1' }],
  problems: [],
};

let drafts: { path: string; text: string }[];
let saves: { path: string; text: string; savedText?: string }[];
let draftAnswer: (body: { path: string; text: string }) => { problems: Problem[]; previewUpdated: boolean };

beforeEach(() => {
  drafts = [];
  saves = [];
  draftAnswer = () => ({ problems: [], previewUpdated: true });
  window.history.replaceState(null, '', `/studio?file=${encodeURIComponent(FILE)}`);
  server.use(
    http.get('/studio/api/catalogue', () => HttpResponse.json(catalogue)),
    http.get('/studio/api/file', () => HttpResponse.json(fileData)),
    http.get('/studio/api/rules', () => HttpResponse.json({ lists: [] })),
    http.post('/studio/api/draft', async ({ request }) => {
      const body = (await request.json()) as { path: string; text: string };
      drafts.push(body);
      return HttpResponse.json(draftAnswer(body));
    }),
    http.post('/studio/api/save', async ({ request }) => {
      saves.push((await request.json()) as { path: string; text: string; savedText?: string });
      return HttpResponse.json({ saved: true });
    }),
  );
});

const changedLines = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  expect(y.length).toBe(x.length);
  return x.flatMap((line, i) => (line === y[i] ? [] : [[line, y[i]]]));
};

async function openEditor() {
  render(<Studio />);
  const input = await waitFor(() => {
    const found = document.getElementById(fieldId);
    if (!found) throw new Error(`no field ${fieldId} yet`);
    return found as HTMLInputElement;
  });
  expect(input).toHaveValue(label);
  return input;
}

describe('the studio editor', () => {
  test('a changed button label is a draft differing in that one line, then saved as it is', async () => {
    const input = await openEditor();
    const save = screen.getByText('Save', { selector: 'button' });
    expect(save).toBeDisabled();
    fireEvent.change(input, { target: { value: `${label} now` } });
    await waitFor(() => expect(drafts.length).toBe(1));
    const draft = drafts[0]!;
    expect(draft.path).toBe(FILE);
    const edited = structuredClone(data);
    edited.dialogs[dialogName]!.buttons![0]!.text = `${label} now`;
    expect(draft.text).toBe(patchJson(text, edited));
    const lines = changedLines(text, draft.text);
    expect(lines).toHaveLength(1);
    expect(lines[0]![1]).toContain(`${label} now`);
    await waitFor(() => expect(save).toBeEnabled());
    expect(
      screen.getByText(/the preview shows this draft/i, { selector: '.st-toolbar [role=status]' }),
    ).toBeInTheDocument();
    fireEvent.click(save);
    // The save names the file as it was opened, so a server can refuse one over a newer version.
    await waitFor(() => expect(saves).toEqual([{ path: FILE, text: draft.text, savedText: text }]));
    expect(await screen.findByText(`Saved ${FILE}.`)).toBeInTheDocument();
  });

  test("a mistake shows the check's sentence at its field and blocks saving; other files' are listed", async () => {
    const reason = 'A sentence of the check about this label.';
    const elsewhere = 'A sentence of the check about another file.';
    draftAnswer = () => ({
      previewUpdated: false,
      problems: [
        { file: FILE, line: 3, column: 5, pointer, reason },
        {
          file: 'schemas/app.json',
          line: 2,
          column: 3,
          pointer: '#/appName',
          reason: elsewhere,
          severity: 'warning',
        },
      ],
    });
    const input = await openEditor();
    fireEvent.change(input, { target: { value: '' } });
    const field = input.closest('.sf-field') as HTMLElement;
    expect(await within(field).findByText(reason)).toBeInTheDocument();
    // An emptied label stays an empty label in the draft (so the check can say what is wrong with it).
    expect(JSON.parse(drafts.at(-1)!.text).dialogs[dialogName].buttons[0].text).toBe('');
    expect(screen.getByText('Save', { selector: 'button' })).toBeDisabled();
    expect(
      screen.getByText(/last good version/i, { selector: '.st-toolbar [role=status]' }),
    ).toBeInTheDocument();
    const others = screen.getByText('In other files').closest('section') as HTMLElement;
    expect(within(others).getByText(new RegExp(elsewhere))).toBeInTheDocument();
    expect(within(field).queryByText(elsewhere)).toBeNull();
  });

  test("a rule row's Show this opens its state first among the frames", async () => {
    const framePath = '/loanDetails?orderId=scenario-studio-row';
    server.use(
      http.get('/studio/api/rules', () => HttpResponse.json(ruleLists(root, FILE, text))),
      http.post('/studio/api/show', () => HttpResponse.json({ framePath, scenario: 'x', facts: {} })),
    );
    await openEditor();
    const [show] = await screen.findAllByText(/^Show this/, { selector: 'button' });
    // The button waits for the rule table's facts from the server, as a person would.
    await waitFor(() => expect(show).toBeEnabled());
    fireEvent.click(show!);
    await waitFor(() =>
      expect(document.querySelector('aside iframe')).toHaveAttribute(
        'src',
        `${catalogue.previewOrigin}${framePath}`,
      ),
    );
    expect(document.querySelectorAll('aside iframe')).toHaveLength(fileData.states.length + 1);
  });

  test('the raw JSON tab edits the same draft, with the same check', async () => {
    await openEditor();
    fireEvent.click(screen.getByText('Raw JSON', { selector: '[role=tab]' }));
    const raw = screen.getByLabelText(`${FILE} as JSON`);
    expect(raw).toHaveValue(text);
    const edited = structuredClone(data);
    edited.dialogs[dialogName]!.buttons![0]!.text = `${label}!`;
    const next = patchJson(text, edited);
    fireEvent.change(raw, { target: { value: next } });
    await waitFor(() => expect(drafts.at(-1)?.text).toBe(next));
    fireEvent.click(screen.getByText('Form', { selector: '[role=tab]' }));
    expect(document.getElementById(fieldId)).toHaveValue(`${label}!`);
  });
});

describe('the pages and files', () => {
  const MD = 'content/aboutUs.md';
  const mdText = readFileSync(MD, 'utf8');

  test('every page by its address under its area, the whole-app files once, each long text', async () => {
    server.use(
      http.get('/studio/api/catalogue', () =>
        HttpResponse.json({
          ...catalogue,
          pages: [...catalogue.pages, { path: '/About', area: 'site', files: [MD, 'schemas/app.json'] }],
          files: [...catalogue.files, { file: MD, kind: 'markdown', pages: ['/About'] }],
        } satisfies Catalogue),
      ),
    );
    window.history.replaceState(null, '', '/studio');
    render(<Studio />);
    const nav = await screen.findByRole('navigation', { name: 'Pages and files' });
    const inApp = within(nav).getByRole('region', { name: AREA_HEADINGS['in-app'] });
    const loan = within(inApp).getByText('/loanDetails').closest('li') as HTMLElement;
    expect(within(loan).getByRole('button', { name: FILE })).toBeInTheDocument();
    // app.json is read by every page: listed once, not under each page.
    expect(within(loan).queryByRole('button', { name: 'schemas/app.json' })).toBeNull();
    expect(within(nav).getAllByRole('button', { name: 'schemas/app.json' })).toHaveLength(1);
    const site = within(nav).getByRole('region', { name: AREA_HEADINGS.site });
    expect(within(site).getByRole('button', { name: MD })).toBeInTheDocument();
    expect(within(nav).getAllByRole('button', { name: MD })).toHaveLength(2);
  });

  test('a Markdown file is a text beside its frames, checked as a draft', async () => {
    server.use(
      http.get('/studio/api/file', () =>
        HttpResponse.json({
          path: MD,
          text: mdText,
          savedText: mdText,
          states: [{ title: 'About', framePath: '/About' }],
          problems: [],
        } satisfies FileData),
      ),
    );
    window.history.replaceState(null, '', `/studio?file=${encodeURIComponent(MD)}`);
    render(<Studio />);
    const box = await screen.findByLabelText(`Text of ${MD}`);
    expect(box).toHaveValue(mdText);
    expect(screen.queryByText('Raw JSON')).toBeNull();
    expect(screen.getByTitle('About')).toHaveAttribute('src', `${catalogue.previewOrigin}/About`);
    fireEvent.change(box, { target: { value: `${mdText}\nOne more line.\n` } });
    await waitFor(() => expect(drafts.at(-1)).toEqual({ path: MD, text: `${mdText}\nOne more line.\n` }));
    await waitFor(() => expect(screen.getByText('Save', { selector: 'button' })).toBeEnabled());
  });
});

describe('the changes review', () => {
  const files: ChangedFile[] = [
    {
      file: FILE,
      framePaths: ['/loanDetails'],
      changes: [{ pointer, label: 'A field in words', before: label, after: `${label} now` }],
    },
  ];

  test('lists each change in words with a frame, and hands over when git is there', async () => {
    let handedOver: unknown;
    server.use(
      http.get('/studio/api/changes', () => HttpResponse.json({ files })),
      http.get('/studio/api/handover', () => HttpResponse.json({ available: true })),
      http.post('/studio/api/handover', async ({ request }) => {
        handedOver = await request.json();
        return HttpResponse.json({ branch: 'studio/a-test-branch', commit: '0123456789abcdef' });
      }),
    );
    await openEditor();
    fireEvent.click(screen.getByText('Changes', { selector: 'button' }));
    const row = await screen.findByRole('row', { name: /A field in words/ });
    expect(within(row).getByText(label)).toBeInTheDocument();
    expect(within(row).getByText(`${label} now`)).toBeInTheDocument();
    // The frame is the file's gallery state on that page, not the page's bare address.
    const [state] = fileData.states;
    expect(await screen.findByTitle(`${FILE}: ${state!.title}`)).toHaveAttribute(
      'src',
      `${catalogue.previewOrigin}${state!.framePath}`,
    );
    const message = await screen.findByRole('textbox', { name: 'What changed, and why' });
    const send = screen.getByRole('button', { name: 'Hand over' });
    expect(send).toBeDisabled();
    fireEvent.change(message, { target: { value: 'A clearer label' } });
    await act(async () => fireEvent.click(send));
    expect(handedOver).toEqual({ message: 'A clearer label' });
    expect(await screen.findByText(/studio\/a-test-branch/)).toBeInTheDocument();
  });

  test('offers no hand-over when the server says it is not available', async () => {
    server.use(
      http.get('/studio/api/changes', () => HttpResponse.json({ files })),
      http.get('/studio/api/handover', () => HttpResponse.json({ available: false })),
    );
    await openEditor();
    fireEvent.click(screen.getByText('Changes', { selector: 'button' }));
    await screen.findByRole('row', { name: /A field in words/ });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
  });
});
