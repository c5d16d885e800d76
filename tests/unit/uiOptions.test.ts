// The server form's stand-ins for RJSF's getUiOptions and optionsList (src/runtime/form/uiOptions.ts)
// give a widget what RJSF's own functions give it, for any UI schema and any `enum`.
import { getUiOptions, optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enumOptions, uiOptions } from '../../src/runtime/form/uiOptions';

const values = fc.uniqueArray(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 30 })), {
  maxLength: 6,
  selector: (v) => String(v),
});
const label = fc.oneof(fc.string({ maxLength: 5 }), fc.constant(''));
const optionValue = fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean(), fc.constant(null));

function uiSchemaFor(enumValues: readonly (string | number)[]) {
  const names = fc.oneof(
    fc.array(label, { maxLength: enumValues.length + 1 }),
    fc.dictionary(fc.constantFrom(...enumValues.map(String), 'other'), label),
  );
  const order = fc.array(
    fc.oneof(fc.constantFrom('*', ...enumValues), fc.constantFrom(...enumValues.map(String), 'gone')),
    { maxLength: enumValues.length + 2 },
  );
  return fc.record(
    {
      'ui:widget': fc.oneof(fc.constant('SelectWidget'), fc.constant({ component: 'x' })),
      'ui:placeholder': fc.string({ maxLength: 4 }),
      'ui:enumNames': names,
      'ui:options': fc.oneof(
        fc.dictionary(fc.constantFrom('enumNames', 'enumOrder', 'label', 'rows'), optionValue),
        fc.record({ enumOrder: order }, { requiredKeys: [] }),
        optionValue,
      ),
      'ui:enumOrder': order,
      other: fc.string({ maxLength: 3 }),
    },
    { requiredKeys: [] },
  );
}

describe("the server form's UI options", () => {
  // RJSF reports each `ui:widget` object it drops on the console.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('are the `ui:` keys as RJSF reads them', () => {
    fc.assert(
      fc.property(
        values.chain((v) => uiSchemaFor(v.length ? v : ['a'])),
        (ui) => {
          expect(uiOptions(ui as UiSchema)).toEqual(getUiOptions(ui as UiSchema));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("list an enum's choices, named and ordered as RJSF's optionsList does", () => {
    const orderIsUsable = (ui: UiSchema) => {
      const order = getUiOptions(ui).enumOrder;
      return order === undefined || Array.isArray(order);
    };
    fc.assert(
      fc.property(
        values.filter((v) => v.length > 0).chain((v) => fc.tuple(fc.constant(v), uiSchemaFor(v))),
        ([enumValues, ui]) => {
          fc.pre(orderIsUsable(ui as UiSchema));
          const schema: RJSFSchema = { type: ['string', 'number'], enum: enumValues };
          expect(enumOptions(schema, ui as UiSchema)).toEqual(optionsList(schema, ui as UiSchema));
          expect(enumOptions(schema)).toEqual(optionsList(schema));
        },
      ),
      { numRuns: 300 },
    );
  });
});
