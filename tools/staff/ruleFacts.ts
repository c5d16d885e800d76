// Where the facts of each screen's rule lists come from, and what values each fact takes: the one
// declaration tools/gen/contracts.ts writes into the contracts (`x-facts`, `x-fact-values`), which the
// staff-file check (tools/check/rules.ts) reads. A fact the server sends is described in its answer's
// schema in schemas/api/ (`description`, `x-fact-type` where its JSON `type` leaves it open,
// `x-known-values` where the server's values are known); a fact the page itself supplies (a page
// parameter, a value the screen computes) is described here.
//
// `x-known-values` is an annotation, not an `enum`: a status the server adds tomorrow must still pass
// the answer's validator, and a rule naming it is only worth a second look (a warning).
import { join } from 'node:path';
import { isObject, sameJson } from './json.ts';
import { readJson, root } from './schemaFiles.ts';

/** How a rule compares a fact: "number" also covers a number the server sends in quotes ("1"). */
export const FACT_TYPES = ['number', 'text', 'boolean'] as const;
export type FactType = (typeof FACT_TYPES)[number];
export type FactValue = string | number | boolean;

/** What the check knows about one fact (a contract's `x-fact-values` entry). */
export interface FactValues {
  description?: string;
  type?: FactType;
  known?: FactValue[];
}

type FactSource =
  /** Every field of an object schema of schemas/api/<answer>.json (`object`: its JSON pointer, default the root). */
  | { answer: string; object?: string }
  /** One fact, described by a field schema of an answer. */
  | { fact: string; answer: string; field: string }
  /** A fact that is no server answer, described here. */
  | { fact: string; declared: FactValues };

/** Per screen, per rule list (`*`: every list of the screen), where its facts come from. */
export const factSources: Record<string, Record<string, FactSource[]>> = {
  orderDetails: { '*': [{ answer: 'loanDetails' }] },
  confirmLoan: { '*': [{ answer: 'loanConfirm' }] },
  complaintDetail: { askRating: [{ answer: 'complaintDetail' }] },
  complaintHome: {
    typeTap: [
      {
        fact: 'type',
        declared: {
          description:
            'The value of the question type tapped (problemType of problem-init): 1 is collection, which has sub-types.',
          type: 'number',
          known: [1, 2, 3, 4, 5],
        },
      },
      { fact: 'isShow', answer: 'complaintInit', field: '/definitions/order/properties/isShow' },
    ],
    orderStatus: [{ fact: 'status', answer: 'complaintInit', field: '/definitions/order/properties/status' }],
  },
  // The period and extension pages share the view and its rules; their answers describe the same facts.
  repayment: { showNotice: [{ answer: 'repaymentOfPeriod' }, { answer: 'repaymentOfDelay' }] },
  bindBank: {
    fromOrder: [
      {
        fact: 'source',
        declared: {
          description:
            'The page address parameter "source": loanDetail when the order page sends the borrower to change the card.',
          type: 'text',
          known: ['loanDetail'],
        },
      },
    ],
  },
};

type Json = Record<string, unknown>;

function at(schema: Json, pointer: string, where: string): Json {
  let node: unknown = schema;
  for (const key of pointer.split('/').slice(1)) node = isObject(node) ? node[key] : undefined;
  if (!isObject(node)) throw new Error(`${where}: nothing at ${pointer}`);
  return node;
}

/** A field's own schema with what a local `$ref` adds (annotations beside the `$ref` win). */
function resolved(field: Json, schema: Json, where: string): Json {
  const ref = field.$ref;
  if (typeof ref !== 'string') return field;
  if (!ref.startsWith('#')) throw new Error(`${where}: only references inside the file are read (${ref})`);
  return { ...resolved(at(schema, ref.slice(1), where), schema, where), ...field };
}

/** A JSON type that admits one kind of scalar (null aside) says how rules compare it. */
function typeOf(field: Json): FactType | undefined {
  const types = (Array.isArray(field.type) ? field.type : [field.type]).filter((t) => t !== 'null');
  if (types.length === 0) return undefined;
  if (types.every((t) => t === 'string')) return 'text';
  if (types.every((t) => t === 'number' || t === 'integer')) return 'number';
  if (types.every((t) => t === 'boolean')) return 'boolean';
  return undefined;
}

/** What the check knows of one field, from its annotations; a wrong annotation stops the generator. */
export function describeField(field: Json, where: string): FactValues {
  const declared = field['x-fact-type'];
  if (declared !== undefined && !FACT_TYPES.includes(declared as FactType))
    throw new Error(`${where}: x-fact-type must be one of ${FACT_TYPES.join(', ')}, not ${String(declared)}`);
  const known = field['x-known-values'];
  if (
    known !== undefined &&
    !(Array.isArray(known) && known.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
  )
    throw new Error(`${where}: x-known-values must be a list of values`);
  const type = (declared as FactType | undefined) ?? typeOf(field);
  return {
    ...(typeof field.description === 'string' ? { description: field.description } : {}),
    ...(type ? { type } : {}),
    ...(known ? { known: known as FactValue[] } : {}),
  };
}

/** The facts one rule list can look at, each with what the check knows of it, by name. */
export function factsOf(screen: string, list: string, base = root): Record<string, FactValues> | undefined {
  const sources = factSources[screen]?.[list] ?? factSources[screen]?.['*'];
  if (!sources) return undefined;
  const facts: Record<string, FactValues> = {};
  const add = (name: string, values: FactValues, where: string) => {
    const before = facts[name];
    if (before && !sameJson(before, values))
      throw new Error(`${where}: "${name}" is described differently by another source of ${screen} ${list}`);
    facts[name] = values;
  };
  const answer = (id: string) => readJson(join(base, 'schemas/api', `${id}.json`)) as Json;
  for (const source of sources) {
    if ('declared' in source) add(source.fact, describeField(mapped(source.declared), screen), screen);
    else if ('fact' in source) {
      const schema = answer(source.answer);
      const where = `schemas/api/${source.answer}.json#${source.field}`;
      add(source.fact, describeField(resolved(at(schema, source.field, where), schema, where), where), where);
    } else {
      const schema = answer(source.answer);
      const object = at(schema, source.object ?? '', `schemas/api/${source.answer}.json`);
      const properties = isObject(object.properties) ? object.properties : {};
      for (const [name, field] of Object.entries(properties)) {
        const where = `schemas/api/${source.answer}.json#${source.object ?? ''}/properties/${name}`;
        add(name, describeField(resolved(isObject(field) ? field : {}, schema, where), where), where);
      }
    }
  }
  return Object.fromEntries(
    Object.keys(facts)
      .sort()
      .map((name) => [name, facts[name] as FactValues]),
  );
}

/** A declared fact in the annotations an answer's field would carry, so both are read one way. */
function mapped(values: FactValues): Json {
  return {
    ...(values.description ? { description: values.description } : {}),
    ...(values.type ? { 'x-fact-type': values.type } : {}),
    ...(values.known ? { 'x-known-values': values.known } : {}),
  };
}
