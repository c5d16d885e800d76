// The rule table (studio/client/rules/RuleListField.tsx and its parts) in an RJSF form of the order page's
// rule lists, with the studio's server answered by the real decision tables over the form's value:
// rows are added, moved and removed in order, a row the check finds can never win shows the check's
// own sentence, and "Show this" hands the frame path over. What it looks for is read from the files.
import Form, { getDefaultRegistry } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { root } from '../../../tools/staff/schemaFiles';
import { OP_CHOICES, toEdited } from '../../../studio/client/rules/conditions';
import { RuleListField } from '../../../studio/client/rules/RuleListField';
import { exampleWords } from '../../../studio/shared/ruleWords';
import { SHOW_EVENT, type ShowDetail } from '../../../studio/client/rules/showRow';
import { ruleLists } from '../../../studio/server/decisions';
import { server } from '../../support/server';

type Json = Record<string, unknown>;
const FILE = 'schemas/screens/orderDetails.json';
const fileData = JSON.parse(readFileSync(join(root, FILE), 'utf8')) as Json;
const contract = JSON.parse(
  readFileSync(join(root, 'schemas/meta/screens/orderDetails.schema.json'), 'utf8'),
) as {
  properties: { rules: { properties: Record<string, RJSFSchema> } };
};
const LIST = 'buttons';
const listSchema = contract.properties.rules.properties[LIST] as RJSFSchema;
const committedRows = (fileData.rules as Record<string, Json[]>)[LIST] as Json[];

const schema: RJSFSchema = {
  type: 'object',
  properties: { rules: { type: 'object', properties: { [LIST]: listSchema } } },
};

const DefaultArrayField = getDefaultRegistry().fields.ArrayField as (p: FieldProps) => ReactNode;
// As the studio's own ArrayField does: a rule list gets the table, every other list RJSF's own.
const ArrayField = (props: FieldProps) =>
  Array.isArray((props.schema as Json)['x-facts']) ? (
    <RuleListField {...props} />
  ) : (
    <DefaultArrayField {...props} />
  );

let current: Json[] = committedRows;
const fileWith = (rows: Json[]) =>
  JSON.stringify({ ...fileData, rules: { ...(fileData.rules as Json), [LIST]: rows } }, null, 2);

function serve(
  show: Json = { framePath: '/loanDetails?orderId=scenario-studio-x', facts: { orderStatus: 174 } },
) {
  const shows: Json[] = [];
  server.use(
    // The server's table is that of the draft, which is the form's value.
    http.get('*/studio/api/rules', ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      return HttpResponse.json(ruleLists(root, path, fileWith(current)));
    }),
    http.post('*/studio/api/show', async ({ request }) => {
      shows.push((await request.json()) as Json);
      return HttpResponse.json(show);
    }),
  );
  return shows;
}

function Editor(props: { onShow?: (framePath: string) => void }) {
  const [value, setValue] = useState<Json>({ rules: { [LIST]: committedRows } });
  return (
    <Form
      schema={schema}
      formData={value}
      validator={validator}
      fields={{ ArrayField }}
      formContext={{ file: FILE, onShow: props.onShow }}
      onChange={(e) => {
        const next = e.formData as Json;
        current = ((next.rules as Json)[LIST] as Json[]) ?? [];
        setValue(next);
      }}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
    />
  );
}

const rowsOfTable = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => {
  current = committedRows;
});

describe('the rule table', () => {
  it('shows each rule with its conditions as fact, operator and value', async () => {
    serve();
    render(<Editor />);
    expect(rowsOfTable()).toHaveLength(committedRows.length);
    for (const [i, row] of committedRows.entries()) {
      const conditions = Object.entries(row.when as Json);
      for (const [k, [fact, condition]] of conditions.entries()) {
        const label = `Rule ${i + 1}, condition ${k + 1}`;
        expect(screen.getByRole('combobox', { name: `${label}: fact` })).toHaveValue(fact);
        const edited = toEdited(condition);
        const how = screen.getByRole('combobox', { name: `${label}: how` });
        expect(how).toHaveDisplayValue(OP_CHOICES.find((c) => c.id === edited.op)?.words ?? '');
        if (edited.text) expect(screen.getByLabelText(`${label}: value`)).toHaveValue(edited.text);
      }
    }
    // The facts offered are the list's, from the answer schema.
    const facts =
      ruleLists(root, FILE, fileWith(committedRows)).lists.find((l) => l.name === LIST)?.facts ?? [];
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Rule 1, condition 1: fact' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(facts.map((f) => f.name)),
    );
  });

  it('heads each rule with what it decides, in the words of its own outcome, and its line one click away', async () => {
    serve();
    render(<Editor />);
    for (const [i, row] of committedRows.entries()) {
      const head = within(rowsOfTable()[i] as HTMLElement).getByRole('rowheader');
      const outcomes = Array.isArray(row.then) ? (row.then as Json[]) : [row.then];
      for (const outcome of outcomes) {
        const shown = typeof outcome === 'object' && outcome !== null ? (outcome as Json).text : outcome;
        if (typeof shown === 'string') expect(head).toHaveTextContent(shown);
      }
    }
    const list = ruleLists(root, FILE, fileWith(committedRows)).lists.find((l) => l.name === LIST);
    const firstHead = within(rowsOfTable()[0] as HTMLElement).getByRole('rowheader');
    expect(await within(firstHead).findByText(`Line ${list?.rows[0]?.line}`)).not.toBeVisible();
  });

  it('says for which facts each rule wins', async () => {
    serve();
    render(<Editor />);
    const list = ruleLists(root, FILE, fileWith(committedRows)).lists.find((l) => l.name === LIST);
    for (const row of list?.rows ?? []) {
      const words = exampleWords(row.example ?? {}, list?.firstMatch !== false);
      expect(await within(rowsOfTable()[row.index] as HTMLElement).findByText(words)).toBeInTheDocument();
    }
  });

  it('moves, adds and removes rules in order', async () => {
    serve();
    render(<Editor />);
    const whens = () => current.map((r) => r.when);
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    expect(whens()).toEqual(
      [committedRows[1], committedRows[0], ...committedRows.slice(2)].map((r) => r?.when),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 1 down' }));
    expect(whens()).toEqual(committedRows.map((r) => r.when));
    fireEvent.click(screen.getByRole('button', { name: `Add a rule to ${listSchema.title ?? LIST}` }));
    expect(current).toHaveLength(committedRows.length + 1);
    expect(current.at(-1)).toEqual({ when: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(whens()).toEqual([...committedRows.slice(1).map((r) => r.when), {}]);
    await act(async () => undefined);
  });

  it('edits a condition into the rule, typed as the fact holds it', async () => {
    serve();
    render(<Editor />);
    // The value offers the fact's known values once the facts are in.
    const value = await screen.findByRole('combobox', { name: 'Rule 1, condition 1: value' });
    fireEvent.change(value, { target: { value: '170, 174' } });
    const fact = Object.keys(committedRows[0]?.when as Json)[0] as string;
    expect((current[0]?.when as Json)[fact]).toEqual([170, 174]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rule 1, condition 1: how' }), {
      target: { value: 'present' },
    });
    expect((current[0]?.when as Json)[fact]).toEqual({ present: true });
  });

  it('marks a rule that can never win with the check’s sentence', async () => {
    serve();
    render(<Editor />);
    // A rule with fewer conditions moved above one with more: the one below can never win.
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    const said = ruleLists(root, FILE, fileWith(current))
      .lists.find((l) => l.name === LIST)
      ?.rows.find((r) => r.unreachable);
    expect(said?.unreachable).toBeTruthy();
    const row = rowsOfTable()[said?.index ?? -1] as HTMLElement;
    expect(await within(row).findByText(said?.unreachable as string)).toBeInTheDocument();
    // Moved back, the flag goes.
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    await waitFor(() => expect(screen.queryByText(said?.unreachable as string)).toBeNull());
  });

  it('Show this hands the frame path to the studio', async () => {
    const shows = serve();
    const onShow = vi.fn();
    render(<Editor onShow={onShow} />);
    const button = screen.getByRole('button', { name: 'Show this: rule 2' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(onShow).toHaveBeenCalled());
    expect(onShow.mock.calls[0]?.[0]).toBe('/loanDetails?orderId=scenario-studio-x');
    expect(shows).toEqual([{ path: FILE, pointer: `#/rules/${LIST}`, row: 1 }]);
  });

  it('without onShow, Show this sends the studio:show event', async () => {
    serve({ framePath: '/loanDetails?orderId=scenario-studio-y', facts: {} });
    const heard = vi.fn();
    const listen = (e: Event) => heard((e as CustomEvent<ShowDetail>).detail);
    window.addEventListener(SHOW_EVENT, listen);
    render(<Editor />);
    const button = screen.getByRole('button', { name: 'Show this: rule 1' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(heard).toHaveBeenCalled());
    window.removeEventListener(SHOW_EVENT, listen);
    expect(heard.mock.calls[0]?.[0]).toMatchObject({
      framePath: '/loanDetails?orderId=scenario-studio-y',
      row: 0,
    });
  });

  it('says why a rule cannot be shown', async () => {
    serve({ reason: 'No answer makes this rule win.' });
    const onShow = vi.fn();
    render(<Editor onShow={onShow} />);
    const button = screen.getByRole('button', { name: 'Show this: rule 1' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('No answer makes this rule win.')).toBeInTheDocument();
    expect(onShow).not.toHaveBeenCalled();
  });
});
