// Adding a form item type is one module plus one registry line (docs/item-types.md). This test
// writes a throwaway type, `email`, adds it to a copy of the registry, and shows the server item is
// then rendered, validated by the type's own validator and sent back, while without it the same item
// is only a notice naming its type.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { ItemFormView } from '../../src/runtime/form/ItemFormView';
import { itemTypes, type BankItem, type ItemContext, type ItemType } from '../../src/runtime/itemTypes';
import { buildItemForm, initialValues, toPayload } from '../../src/runtime/itemTypes/buildForm';
import { checkString } from '../../src/runtime/itemTypes/checks';
import { fill } from '../../src/runtime/base/template';

// ---- the one new file a developer would write (src/runtime/itemTypes/email.ts) ----
const email: ItemType = {
  field(item, ctx) {
    return {
      schema: {
        type: 'string',
        title: item.title,
        maxLength: 80,
        pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
      },
      uiSchema: { 'ui:widget': 'TextWidget', 'ui:options': { inputRule: 'text', maxLength: 80 } },
      messages: {
        required: ctx.message('required', { title: item.title }),
        pattern: ctx.message('emailPattern'),
      },
      required: !ctx.isOptional(item),
    };
  },
  validate: checkString,
  toPayload: (value) => String(value ?? '').toLowerCase(),
};
// ---- and the one registry line ----
const registry = { ...itemTypes, email };

const messages: Record<string, string> = {
  required: 'Fill in {title}',
  emailPattern: 'Please enter an e-mail address such as maria@example.ph',
  unknownCate: 'Cannot show "{title}": unknown field type "{cate}"',
};
const ctx: ItemContext = {
  inputTypes: {},
  text: () => '',
  message: (key, vars = {}) => fill(messages[key] ?? key, vars),
  isOptional: () => false,
};
const items: BankItem[] = [
  { code: 'accountName', cate: 'text', title: 'Account name' },
  { code: 'contactEmail', cate: 'email', title: 'Contact e-mail' },
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
    expect(screen.getByText('Cannot show "Contact e-mail": unknown field type "email"')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Maria Santos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ accountName: 'Maria Santos' });
  });

  it('with one module and one registry line, the item is a field with its own rules and payload', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness types={registry} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Maria Santos');
    const input = screen.getByRole('textbox', { name: 'Contact e-mail' });
    await user.type(input, 'maria@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter an e-mail address such as maria@example.ph',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'Example.ph');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ accountName: 'Maria Santos', contactEmail: 'maria@example.ph' });
  });

  it('every registered type builds a schema ajv accepts in strict mode', () => {
    const strict = new Ajv({ strict: true, allErrors: true });
    const samples: BankItem[] = [
      { code: 't', cate: 'text', title: 'Text', inputType: 'phone' },
      { code: 'e', cate: 'enum', title: 'Enum', note: [{ name: 'One', type: 1 }] },
      { code: 'c', cate: 'citySelect', title: 'City' },
      { code: 'd', cate: 'day', title: 'Day' },
      { code: 'dd', cate: 'day', title: 'Date', inputType: 'date' },
    ];
    const specs = { phone: { rule: 'phone', maxLength: 11, pattern: '^\\d{11}$' } } as const;
    for (const sample of samples) {
      const type = itemTypes[sample.cate];
      expect(type, sample.cate).toBeDefined();
      const { schema } = type!.field(sample, { ...ctx, inputTypes: specs });
      expect(() => strict.compile(schema), sample.cate).not.toThrow();
    }
  });
});

describe('item types read their widget texts from the bank schema', () => {
  it('the place picker offers the one Retry word, and a text key the schema lacks fails loudly', async () => {
    const { itemContext } = await import('../../src/screens/bank/bankForm');
    const messages = (await import('../../schemas/messages.json')).default;
    const field = itemTypes.citySelect!.field({ code: 'c', cate: 'citySelect', title: 'City' }, itemContext);
    const options = field.uiSchema['ui:options'] as { texts?: { retry?: string } } | undefined;
    expect(options?.texts?.retry).toBe(messages.retry);
    expect(() => itemContext.text('noSuchText')).toThrow(
      /unknown text "noSuchText" in schemas\/screens\/bindBank.json/,
    );
  });
});
