// `citySelect`: a place picked in steps, region → province → city, from the compact Philippine list
// shipped beside this file. The list is its own chunk, loaded only when such a field is shown. An
// item that carries its own options in `note` offers those instead, in one step.
import type { CascadeNode } from '../form/widgets/CitySelectWidget';
import { checkField } from './checks.ts';
import { baseSchema, CHOICE_MESSAGES, choiceMessages, noteOptions, placeholderOf } from './options.ts';
import { itemType } from './types.ts';

/** regions → provinces → cities, as in philippines.json. */
type Places = Record<string, Record<string, string[]>>;

const PLACE_SEPARATOR = ', ';

function toNodes(places: Places): CascadeNode[] {
  return Object.entries(places).map(([region, provinces]) => ({
    label: region,
    value: region,
    children: Object.entries(provinces).map(([province, cities]) => ({
      label: province,
      value: province,
      children: cities.map((city) => ({ label: city, value: city })),
    })),
  }));
}

/** Loads the place list on first use; the chunk is fetched once and shared by every such field. */
let places: Promise<CascadeNode[]> | undefined;
function loadPlaces(): Promise<CascadeNode[]> {
  places ??= import('./philippines.json', { with: { type: 'json' } }).then((m) =>
    toNodes(m.default as Places),
  );
  // A failed fetch (a flaky network) may be retried by the next call.
  places.catch(() => {
    places = undefined;
  });
  return places;
}

export const citySelect = itemType({
  reads: {
    messages: CHOICE_MESSAGES,
    texts: [
      'cityRegion',
      'cityProvince',
      'cityCity',
      'cityPlaceholder',
      'cityClose',
      'cityLoading',
      'cityLoadFailed',
    ],
  },
  samples: [
    {
      item: { code: 'branchCity', title: 'Branch city', cardTypeMi: 2 },
      value: 'Makati, Metro Manila, National Capital Region (NCR)',
    },
  ],
  field(item, ctx) {
    const own = noteOptions(item.note);
    const steps = own.length ? [] : [ctx.text('cityRegion'), ctx.text('cityProvince'), ctx.text('cityCity')];
    return {
      schema: own.length
        ? { ...baseSchema(item), enum: own.map((o) => o.value) }
        : { ...baseSchema(item), minLength: 1 },
      uiSchema: {
        'ui:widget': 'CitySelectWidget',
        'ui:placeholder': placeholderOf(item, ctx.text('cityPlaceholder')),
        'ui:options': {
          load: own.length ? () => Promise.resolve(own) : loadPlaces,
          // The chosen city comes first, as an address is written: "Makati City, Metro Manila, NCR".
          join: (path: string[]) => [...path].reverse().join(PLACE_SEPARATOR),
          steps,
          texts: {
            close: ctx.text('cityClose'),
            loading: ctx.text('cityLoading'),
            loadFailed: ctx.text('cityLoadFailed'),
            retry: ctx.retry(),
          },
        },
      },
      messages: choiceMessages(item, ctx),
      required: !ctx.isOptional(item),
    };
  },
  validate: checkField,
});
