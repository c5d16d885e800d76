// Adding a form item type is one module plus one registry line (docs/item-types.md). This test
// writes a throwaway type, `referralCode`, adds it to a copy of the registry, and shows the server item
// is then rendered, validated by the type's own validator and sent back, while without it the same
// item is only a notice naming its type. (tests/unit/newItemType.test.ts adds a real one in a clone.)
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strictAjv } from '../support/strictAjv';
import { describe, expect, it, vi } from 'vitest';
import bindBank from '../../schemas/screens/bindBank.json';
import { ItemFormView } from '../../src/runtime/form/ItemFormView';
import { itemTypes, type BankItem } from '../../src/runtime/itemTypes';
import { itemType } from '../../src/runtime/itemTypes/types';
import { buildItemForm, initialValues, toPayload } from '../../src/runtime/itemTypes/buildForm';
import { checkString } from '../../src/runtime/itemTypes/checks';
import { fill } from '../../src/runtime/base/template';
import { itemContext as ctx } from '../../src/screens/bank/bankForm';

// ---- the one new file a developer would write (src/runtime/itemTypes/referralCode.ts) ----
const referralCode = itemType({
  reads: { messages: ['required', 'invalid'], texts: [] },
  samples: [{ item: { code: 'referral', title: 'Referral code' }, value: 'ab12cd' }],
  field(item, ctx) {
    const vars = { title: item.title };
    return {
      schema: { type: 'string', title: item.title, maxLength: 8, pattern: '^[A-Za-z0-9]{6,8}$' },
      uiSchema: { 'ui:widget': 'TextWidget', 'ui:options': { inputRule: 'text', maxLength: 8 } },
      messages: { required: ctx.message('required', vars), pattern: ctx.message('invalid', vars) },
      required: !ctx.isOptional(item),
    };
  },
  validate: checkString,
  toPayload: (value) => String(value ?? '').toUpperCase(),
});
// ---- and the one registry line ----
const registry = { ...itemTypes, referralCode };

const items: BankItem[] = [
  { code: 'accountName', cate: 'text', title: 'Account name' },
  { code: 'referral', cate: 'referralCode', title: 'Referral code' },
];

function Harness({
  types,
  onSubmit,
}: {
  types: typeof registry | typeof itemTypes;
  onSubmit: (v: Record<string, string>) => void;
}) {
  const built = buildItemForm(items, ctx, types);
  return (
    <>
      <ItemFormView
        id="item-form"
        built={built}
        seed={initialValues(items)}
        onChange={() => undefined}
        onSubmit={(values) => onSubmit(toPayload(built, values))}
      />
      <button type="submit" form="item-form">
        Next
      </button>
    </>
  );
}

describe('the item-type registry', () => {
  it('without the new type, the item is a notice naming its type and is never sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness types={itemTypes} onSubmit={onSubmit} />);
    expect(
      screen.getByText(fill(bindBank.messages.unknownCate, { title: 'Referral code', cate: 'referralCode' })),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Maria Santos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ accountName: 'Maria Santos' });
  });

  it('with one module and one registry line, the item is a field with its own rules and payload', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness types={registry} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Maria Santos');
    const input = screen.getByRole('textbox', { name: 'Referral code' });
    await user.type(input, 'ab1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill(bindBank.messages.invalid, { title: 'Referral code' }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, '2cd');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ accountName: 'Maria Santos', referral: 'AB12CD' });
  });

  it("every registered type's samples build a schema strict ajv accepts, which takes the sample value", () => {
    const strict = strictAjv();
    for (const [cate, type] of Object.entries(itemTypes)) {
      for (const sample of type?.samples ?? []) {
        const { schema } = type!.field({ ...sample.item, cate }, ctx);
        const validate = strict.compile(schema);
        if (sample.value !== undefined)
          expect(validate(sample.value), `${cate} ${sample.item.code}`).toBe(true);
      }
    }
  });
});

describe('item types read their widget texts from the bank schema', () => {
  it('the place picker offers the one Retry word, and a key the schema lacks fails loudly', async () => {
    const messages = (await import('../../schemas/messages.json')).default;
    const field = itemTypes.citySelect!.field({ code: 'c', cate: 'citySelect', title: 'City' }, ctx);
    const options = field.uiSchema['ui:options'] as { texts?: { retry?: string } } | undefined;
    expect(options?.texts?.retry).toBe(messages.retry);
    // A key outside the screen's contract does not compile; these stand for a stale contract.
    const text = ctx.text as (key: string) => string;
    const message = ctx.message as (key: string) => string;
    expect(() => text('noSuchText')).toThrow(/unknown text "noSuchText" in schemas\/screens\/bindBank.json/);
    expect(() => message('noSuchMessage')).toThrow(
      /unknown message "noSuchMessage" in schemas\/screens\/bindBank.json/,
    );
  });
});
