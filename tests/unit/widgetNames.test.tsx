// The three form renderers and the staff-file check read one widget list (src/runtime/form/
// widgetNames.ts): for every name of the list and every renderer, the renderer draws it exactly when
// the list says so, and refuses it loudly otherwise, and the check accepts it on a page shown by that
// renderer exactly then. A name missing from the list is refused by all four.
import { render } from '@testing-library/react';
import type { Widget, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlatForm } from '../../src/runtime/base/form/FlatForm';
import { ItemFormView } from '../../src/runtime/form/ItemFormView';
import { SchemaForm } from '../../src/runtime/form/SchemaForm';
import { widgetRegistry } from '../../src/runtime/form/widgets';
import {
  draws,
  drawnBy,
  isScreenWidget,
  RENDERERS,
  widgetNames,
  type Renderer,
} from '../../src/runtime/base/form/widgetNames';
import { UnknownNameError } from '../../src/runtime/base/failLoudly';
import { buildItemForm } from '../../src/runtime/itemTypes/buildForm';
import type { ItemContext, ItemTypeRegistry } from '../../src/runtime/itemTypes';
import type { ItemUiSchema } from '../../src/runtime/itemTypes/types';
import { checkWidgets } from '../../tools/check/widgets';

const FIELD = 'probe';
const names = Object.keys(widgetNames);
/** A name the list does not have: each of its names with a letter more. */
const unlisted = names.map((n) => `${n}x`);

// Options every widget of the list can read (the place picker loads its places, a notice its text).
const options = { load: () => Promise.resolve([]), notice: 'notice' };
const schema = { type: 'object', properties: { [FIELD]: { type: 'string', title: 'Probe' } } } as const;
const uiSchema = (name: string) => ({ [FIELD]: { 'ui:widget': name, 'ui:options': options } });
const ctx: ItemContext = {
  inputTypes: {},
  text: () => '',
  message: () => '',
  namedMessage: () => '',
  retry: () => '',
  isOptional: () => true,
};

/** A widget a screen brings, standing in for the screen's own. */
function Brought({ id }: WidgetProps) {
  return <output id={id} />;
}

class Catch extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** One field naming `name`, drawn by `renderer`: the error it fails with, or the field's element. */
function drawOne(renderer: Renderer, name: string): { error?: unknown; field: Element | null } {
  let error: unknown;
  const forms: Record<Renderer, () => ReactNode> = {
    flatForm: () => (
      <FlatForm
        id="f"
        form={{ schema: { $id: 'probe', ...schema }, uiSchema: uiSchema(name) }}
        validators={{}}
        formData={{}}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />
    ),
    schemaForm: () => (
      <SchemaForm
        form={{ schema, uiSchema: uiSchema(name) }}
        validator={validator}
        formData={{}}
        onChange={() => undefined}
        onSubmit={() => undefined}
        // What a screen would bring: a component for every name the list says a screen brings.
        widgets={Object.fromEntries(names.filter(isScreenWidget).map((n) => [n, Brought as Widget]))}
      />
    ),
    itemForm: () => {
      const types: ItemTypeRegistry = {
        probe: {
          reads: { messages: [], texts: [] },
          samples: [{ item: { code: FIELD, title: 'Probe' } }],
          field: () => ({
            schema: { type: 'string', title: 'Probe' },
            // Any name, as if one outside the list got past the compiler (which refuses it).
            uiSchema: uiSchema(name)[FIELD] as unknown as ItemUiSchema,
            messages: {},
            required: false,
          }),
          validate: () => [],
        },
      };
      const built = buildItemForm([{ code: FIELD, cate: 'probe', title: 'Probe' }], ctx, types);
      return (
        <ItemFormView id="f" built={built} seed={{}} onChange={() => undefined} onSubmit={() => undefined} />
      );
    },
  };
  const { container, unmount } = render(<Catch onError={(e) => (error = e)}>{forms[renderer]()}</Catch>);
  const field = container.querySelector(`[id="f_${FIELD}"], [id="root_${FIELD}"]`);
  unmount();
  return { error, field };
}

/** The check's verdict on a page named "page" whose form, shown by `renderer`, names `name`. */
function checked(renderer: Renderer, name: string): string[] {
  const reasons: string[] = [];
  checkWidgets({ form: { schema: {}, uiSchema: uiSchema(name) } }, 'page', [renderer], (_, reason) =>
    reasons.push(reason),
  );
  return reasons;
}

beforeEach(() => {
  // React reports each error a boundary catches on the console; the test reads the errors themselves.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('one widget list for the three renderers and the check', () => {
  it('every renderer draws at least its plain text field, and the list has a name only some draw', () => {
    for (const renderer of RENDERERS) expect(drawnBy(renderer), renderer).toContain('TextWidget');
    expect(names.some((n) => RENDERERS.some((r) => !draws(r, n)))).toBe(true);
  });

  it('the registry holds a component for exactly the names the bank form draws', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual([...drawnBy('itemForm')].sort());
  });

  for (const renderer of RENDERERS)
    it(`${renderer} draws each name the list gives it, refuses the others loudly, and the check agrees`, () => {
      for (const name of names) {
        const { error, field } = drawOne(renderer, name);
        // A widget a screen brings is drawn only on its own page: the check, which knows the page, refuses it elsewhere.
        const drawnHere = draws(renderer, name, 'page');
        if (draws(renderer, name)) {
          expect(error, `${renderer} ${name}`).toBeUndefined();
          expect(field, `${renderer} ${name}`).not.toBeNull();
        } else {
          expect(error, `${renderer} ${name}`).toBeInstanceOf(UnknownNameError);
          expect(String(error)).toContain(`widget "${name}" for ${renderer}`);
          expect(field, `${renderer} ${name}`).toBeNull();
        }
        expect(checked(renderer, name), `${renderer} ${name}`).toHaveLength(drawnHere ? 0 : 1);
      }
    });

  for (const renderer of RENDERERS)
    it(`a name missing from the list fails in ${renderer} and is refused by the check`, () => {
      for (const name of unlisted) {
        const { error } = drawOne(renderer, name);
        expect(error, `${renderer} ${name}`).toBeInstanceOf(UnknownNameError);
        expect(String(error)).toContain(`widget "${name}" for ${renderer} in `);
        // The bank form's fields are its items: the error names the item and its type.
        if (renderer === 'itemForm') expect(String(error)).toContain(`field "${FIELD}" of item type "probe"`);
        expect(checked(renderer, name), `${renderer} ${name}`).toHaveLength(1);
      }
    });

  it('SchemaForm refuses a widget its screen should bring and did not', () => {
    const brought = names.filter(isScreenWidget);
    expect(brought.length).toBeGreaterThan(0);
    for (const name of brought) {
      let error: unknown;
      render(
        <Catch onError={(e) => (error = e)}>
          <SchemaForm
            form={{ schema, uiSchema: uiSchema(name) }}
            validator={validator}
            formData={{}}
            onChange={() => undefined}
            onSubmit={() => undefined}
            source="schemas/screens/x.json"
          />
        </Catch>,
      ).unmount();
      expect(error, name).toBeInstanceOf(UnknownNameError);
      expect(String(error)).toContain(
        `widget "${name}", which its screen brings and this one did not, in schemas/screens/x.json#/uiSchema/${FIELD}`,
      );
    }
  });
});
