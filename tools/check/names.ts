// Names in a screen file that must point at something: the dialogs it opens, the pages it goes to,
// the endpoints it calls and the fields of the server answer that opens it. Each name that points
// nowhere would leave a button, a link or a text dead in front of a borrower, so the check refuses it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, type Endpoint } from '../../src/platform/endpointCatalogue.ts';
import { isOutside, isRoute, nearAddress } from './addresses.ts';
import { didYouMean, PATTERN_KEYS, walkData, type Contract, type Report } from './common.ts';
import { isObject, PLACEHOLDER, type Path } from '../staff/json.ts';

type Json = Record<string, unknown>;

/** Where actions live in a screen file: its `actions`, and the actions its rules give. */
const inActions = (path: Path) => path[0] === 'actions' || path[0] === 'rules';

/** The rule list whose matching rules name the dialogs open when the page opens (src/screens/loan/OrderDetails.tsx). */
const DIALOGS_ON_LOAD = 'dialogsOnLoad';

/** `dialog` and `closeDialog` actions, and the dialogs opened on load, name a dialog of the file's `dialogs`. */
function checkDialogNames(screen: Json, report: Report) {
  const declared = Object.keys(isObject(screen.dialogs) ? screen.dialogs : {});
  const refuse = (name: string, path: Path, outcome: string) =>
    report(
      path,
      declared.length
        ? `There is no dialog "${name}" in this file's "dialogs", so ${outcome}.${didYouMean(name, declared)}`
        : `This file has no "dialogs", so the dialog "${name}" does not exist and ${outcome}. Declare it under "dialogs", or name another.`,
    );
  const onLoad = isObject(screen.rules) ? screen.rules[DIALOGS_ON_LOAD] : undefined;
  if (Array.isArray(onLoad))
    onLoad.forEach((rule: unknown, i) => {
      if (isObject(rule) && typeof rule.then === 'string' && !declared.includes(rule.then))
        refuse(rule.then, ['rules', DIALOGS_ON_LOAD, i, 'then'], 'it would never open');
    });
  walkData(screen, (value, path) => {
    if (!inActions(path) || !isObject(value) || typeof value.name !== 'string') return;
    if (declared.includes(value.name)) return;
    if (value.type === 'dialog') refuse(value.name, [...path, 'name'], 'tapping this would open nothing');
    if (value.type === 'closeDialog')
      refuse(value.name, [...path, 'name'], 'this would close nothing and the open dialog would stay');
  });
}

/** Keys of `data` that hold the address of a page of the app (the site menu's `to`, `detailPath`). */
const ADDRESS_KEY = /^(to|\w*Path)$/;

/** Where a page's address is written: navigate and replace actions, `missingLink.to` and address data. */
function checkAddresses(screen: Json, report: Report) {
  const check = (address: string, path: Path, action: boolean) => {
    if (isOutside(address)) {
      if (action)
        report(
          path,
          `"${address}" is an address outside the app, and this action opens a page of the app, so it would go nowhere. Use an "openUrl" action (with "to") for an outside address.`,
        );
      return;
    }
    if (!address.startsWith('/'))
      report(
        path,
        `"${address}" is not an address of a page: a page's address starts with "/" (e.g. "/complaint").${nearAddress(`/${address}`)}`,
      );
    else if (!isRoute(address))
      report(
        path,
        `There is no page "${address.split('?')[0] as string}" in the app (the route table, src/app/routeTable.ts), so this would open "page not found".${nearAddress(address)}`,
      );
  };
  walkData(screen, (value, path, key) => {
    if (typeof value !== 'string') return;
    const parent = path.length > 1 ? lookupPath(screen, path.slice(0, -1)) : undefined;
    const isAction =
      inActions(path) &&
      key === 'to' &&
      isObject(parent) &&
      (parent.type === 'navigate' || parent.type === 'replace');
    const isMissingLink = (path[0] === 'open' || path[0] === 'opens') && path.at(-2) === 'missingLink';
    const isData = path[0] === 'data' && typeof key === 'string' && ADDRESS_KEY.test(key);
    if (isAction || (isMissingLink && key === 'to')) check(value, path, true);
    else if (isData && value.startsWith('/')) check(value, path, false);
  });
}

function lookupPath(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, k) => (Array.isArray(v) ? v[Number(k)] : isObject(v) ? v[String(k)] : undefined),
    value,
  );
}

const endpointNames = Object.keys(endpoints);

/**
 * An `endpoint` anywhere else than an opening or a `request` action (which tools/check/checkSchemas.ts
 * checks) still names the catalogue, so no place a screen names an endpoint is left unchecked.
 */
function checkOtherEndpoints(screen: Json, report: Report) {
  walkData(screen, (value, path, key) => {
    if (key !== 'endpoint' || typeof value !== 'string' || endpointNames.includes(value)) return;
    if (path[0] === 'open' && path.length === 2) return;
    if (path[0] === 'opens' && path.length === 3) return;
    const owner = lookupPath(screen, path.slice(0, -1));
    if (isObject(owner) && owner.type === 'request') return;
    report(
      path,
      `There is no endpoint "${value}" in the app's endpoint catalogue (src/platform/endpoints.ts), so this call would never be made.${didYouMean(value, endpointNames)}`,
    );
  });
}

// ---- the opening answer's fields ---------------------------------------------------------------

interface Answer {
  endpoint: string;
  file: string;
  schema: Json;
}

/** The answer shapes (schemas/api/) of the requests that open the screen; undefined when one is unknown. */
export function openingAnswers(screen: Json, base: string): Answer[] | undefined {
  const openings = [
    ...(isObject(screen.open) ? [screen.open] : []),
    ...(isObject(screen.opens) ? Object.values(screen.opens).filter(isObject) : []),
  ];
  if (!openings.length) return undefined;
  const answers: Answer[] = [];
  for (const opening of openings) {
    const endpoint = String(opening.endpoint);
    const entry = (endpoints as Record<string, Endpoint>)[endpoint];
    const file = entry?.schema && `schemas/api/${entry.schema}.json`;
    if (!file || !existsSync(join(base, file))) return undefined;
    answers.push({ endpoint, file, schema: JSON.parse(readFileSync(join(base, file), 'utf8')) as Json });
  }
  return answers;
}

interface Gap {
  /** The fields found on the way, then the one the shape does not list. */
  at: string[];
  missing: string;
  known: string[];
}

/** Where `segments` leave an answer shape: the first field it does not list, or undefined when all are there or unknown. */
function gapIn(root: Json, schema: unknown, segments: string[]): Gap | undefined {
  const s =
    isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')
      ? lookupPath(root, schema.$ref.slice(2).split('/'))
      : schema;
  const [segment, ...rest] = segments;
  if (!isObject(s) || segment === undefined) return undefined;
  if (s !== schema) return gapIn(root, s, segments);
  const branches = [s.anyOf, s.oneOf].find(Array.isArray) as unknown[] | undefined;
  // A shape of several kinds: a field any of them lists is there.
  if (branches) {
    const gaps = branches.map((b) => gapIn(root, b, segments));
    return gaps.every(Boolean) ? gaps[0] : undefined;
  }
  if (/^\d+$/.test(segment) && s.items) return gapIn(root, s.items, rest);
  if (!isObject(s.properties)) return undefined;
  if (!Object.hasOwn(s.properties, segment))
    return { at: [], missing: segment, known: Object.keys(s.properties) };
  const gap = gapIn(root, s.properties[segment], rest);
  return gap && { ...gap, at: [segment, ...gap.at] };
}

/** Every place a screen names a field of its opening answer: `{data.x}`, a `when`'s "data.x". */
function dataNames(screen: Json): { name: string; path: Path; shown: string }[] {
  const found: { name: string; path: Path; shown: string }[] = [];
  walkData(screen, (value, path, key) => {
    if (typeof value === 'string' && key !== '$schema' && !(typeof key === 'string' && PATTERN_KEYS.has(key)))
      for (const m of value.matchAll(PLACEHOLDER))
        if ((m[1] as string).startsWith('data.')) found.push({ name: m[1] as string, path, shown: m[0] });
    if (!inActions(path) || !isObject(value)) return;
    if (value.type === 'choose' && Array.isArray(value.rules))
      value.rules.forEach((rule: unknown, i) => {
        if (isObject(rule) && isObject(rule.when))
          for (const fact of Object.keys(rule.when))
            if (fact.startsWith('data.'))
              found.push({ name: fact, path: [...path, 'rules', i, 'when', fact], shown: `"${fact}"` });
      });
  });
  return found;
}

/** A `data.…` name names a field of the answer that opens the page (schemas/api/ of its endpoint). */
function checkOpeningFields(screen: Json, base: string, report: Report) {
  const answers = openingAnswers(screen, base);
  if (!answers) return;
  for (const { name, path, shown } of dataNames(screen)) {
    const segments = name.split('.').slice(1);
    for (const answer of answers) {
      const gap = gapIn(answer.schema, answer.schema, segments);
      if (!gap) continue;
      const { at } = gap;
      const prefix = ['data', ...at].join('.');
      report(
        path,
        `The server's answer that opens this page (${answer.file}, from the endpoint "${answer.endpoint}") has no field "${[...at, gap.missing].join('.')}", so ${shown} would always be empty.${didYouMean(
          name,
          gap.known.map((k) => `${prefix}.${k}`),
        )}`,
      );
      break;
    }
  }
}

/**
 * The contract with the screen's `data.…` placeholders among the values its texts are given, when
 * checkOpeningFields judges them against the answer: the placeholder check then does not say it twice.
 */
export function withOpeningFields(contract: Contract, screen: Json, base: string): Contract {
  if (!openingAnswers(screen, base)) return contract;
  const names = dataNames(screen).map((d) => d.name);
  return { ...contract, 'x-vars': [...(contract['x-vars'] ?? []), ...names] };
}

/** Every name of a screen file that must point at something. */
export function checkNames(screen: Json, base: string, report: Report) {
  checkDialogNames(screen, report);
  checkAddresses(screen, report);
  checkOtherEndpoints(screen, report);
  checkOpeningFields(screen, base, report);
}
