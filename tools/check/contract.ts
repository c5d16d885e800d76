// A screen file against its own contract (schemas/meta/screens/<screen>.schema.json): the keys its page
// reads, and the types its code takes.
import Ajv, { type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isObject, segmentsOf } from '../staff/json.ts';
import { compiled } from './compiled.ts';
import { didYouMean, walkData, type Contract, type Report } from './common.ts';
import { saidInWords } from './overlap.ts';
import { plain } from './plainWords.ts';

const GROUPS = ['texts', 'limits', 'messages', 'data', 'rules'] as const;
const groupWords: Record<(typeof GROUPS)[number], string> = {
  texts: 'text',
  limits: 'limit',
  messages: 'message',
  data: 'data entry',
  rules: 'rule list',
};

function limitsNamed(screen: Record<string, unknown>): Set<string> {
  const named = new Set<string>();
  walkData(screen, (value) => {
    if (typeof value === 'string')
      for (const m of value.matchAll(/\{limits\.(\w+)\}/g)) named.add(m[1] as string);
  });
  return named;
}

/** The screen's code reads exactly these keys: a misspelt one is both unknown and missing. */
export function checkContract(screen: Record<string, unknown>, contract: Contract, report: Report) {
  for (const group of GROUPS) {
    const keys = contract.properties?.[group];
    if (!keys?.properties) continue;
    const known = Object.keys(keys.properties);
    const present = isObject(screen[group]) ? Object.keys(screen[group]) : [];
    // A limit the file itself names as {limits.…} is read, through that text or form.
    const named = group === 'limits' ? limitsNamed(screen) : new Set<string>();
    if (keys.additionalProperties === false)
      for (const key of present)
        if (!known.includes(key) && !named.has(key))
          report(
            [group, key],
            `This screen has no ${groupWords[group]} "${key}": its page never reads it.${didYouMean(
              key,
              known.filter((k) => !present.includes(k)),
            )}`,
          );
    for (const key of keys.required ?? [])
      if (!present.includes(key)) {
        const where = keys.properties[key]?.description;
        report(
          [group],
          `The ${groupWords[group]} "${key}" is missing${where ? ` (${where})` : ''}; the page needs it.${didYouMean(
            key,
            present.filter((k) => !known.includes(k)),
          )}`,
        );
      }
  }
  const actionKeys = contract.properties?.actions;
  const actions = isObject(screen.actions) ? Object.keys(screen.actions) : [];
  for (const key of actionKeys?.required ?? [])
    if (!actions.includes(key))
      report(['actions'], `The action "${key}" is missing; the page runs it.${didYouMean(key, actions)}`);
}

const CONTRACT_BASE = 'https://lender.invalid/schemas/meta/';

/**
 * The validators of screen contracts: each made by an Ajv that knows the base screen meta-schema, so
 * a contract's `../screen.schema.json#/…` resolves.
 */
export function contractValidators(base: string): (schema: object) => ValidateFunction {
  const text = readFileSync(join(base, 'schemas/meta/screen.schema.json'), 'utf8');
  const makeAjv = () => {
    const ajv = new Ajv({
      allErrors: true,
      strict: false,
      verbose: true,
      discriminator: true,
      logger: false,
    });
    ajv.addSchema({ ...(JSON.parse(text) as object), $id: `${CONTRACT_BASE}screen.schema.json` });
    return ajv;
  };
  return (schema) => compiled(`contract\u0000${text}`, schema, makeAjv);
}

/**
 * The values a page reads have the types its code takes (the types of src/config/generated/screens/
 * come from the same contract): a rule's `then`, each data entry, the keys at the top of the file.
 * The key sets and names are checkContract's, checkRules' and the action check's, in their own words.
 */
export function checkContractTypes(
  screen: Record<string, unknown>,
  contract: Contract,
  name: string,
  validatorOf: (schema: object) => ValidateFunction,
  report: Report,
) {
  // The base meta-schema (allOf) was checked on its own, in its own words.
  const own: Record<string, unknown> = { ...contract };
  delete own.allOf;
  delete own.$schema;
  const id = `${CONTRACT_BASE}screens/${name}.schema.json`;
  const validate = validatorOf({ ...own, $id: id });
  if (validate(screen)) return;
  const keySet = new Set(['', ...GROUPS.map((g) => `/${g}`), '/actions']);
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'propertyNames' || e.propertyName !== undefined) continue;
    // A condition's own error ("must match then") says nothing: the failed part says what is missing.
    if (e.keyword === 'if') continue;
    if (saidInWords('screen.schema.json', e)) continue;
    if ((e.keyword === 'additionalProperties' || e.keyword === 'required') && keySet.has(e.instancePath)) {
      if (!(e.keyword === 'required' && e.instancePath === '')) continue;
      // A misspelt top-level key is already reported, with this name as its "did you mean".
      const missing = String((e.params as { missingProperty?: unknown }).missingProperty);
      const known = new Set([...(contract.required ?? []), ...Object.keys(contract.properties ?? {})]);
      if (Object.keys(screen).some((k) => !known.has(k) && didYouMean(k, [missing]))) continue;
    }
    // A limit that is no number at all is the base meta-schema's to report; the contract adds only
    // that a count be whole.
    if (
      e.keyword === 'type' &&
      (e.params as { type?: unknown }).type === 'integer' &&
      typeof e.data !== 'number'
    )
      continue;
    // An action's kind is the base meta-schema's to report.
    if (e.keyword === 'discriminator' || (e.keyword === 'enum' && e.instancePath.endsWith('/action')))
      continue;
    const { pointer, reason } = plain(e);
    report(
      segmentsOf(pointer),
      e.keyword === 'required' && e.instancePath === '' ? `${reason} The page reads it.` : reason,
    );
  }
}
