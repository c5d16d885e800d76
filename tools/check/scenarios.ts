// The state gallery's scenario files (src/sandbox/scenarios/): beyond their meta-schema
// (schemas/meta/scenario.schema.json, checked with every staff file), each must open a page of the
// route table, give answers only to endpoints of the catalogue and in the shape the app reads, and
// name in its steps fields and texts the page really has. A step names a field by its key and a
// button by a text key of the page's screen file, so a relabelled button still works; this module
// also turns those keys into the page's words for the gallery to look for (tools/serve/gallerySteps.ts).
import { mobileNumberOf, withMobileNumber } from '../staff/mobileNumber.ts';
import { mobileNumberFormat, type MobileNumberRule } from '../../src/runtime/form/mobileNumber.ts';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { flattenConfig } from '../staff/contentCompiler.ts';
import { compiled } from './compiled.ts';
import { withLimits } from '../staff/limits.ts';
import { contractPath, root as projectRoot, scenarioDataFiles } from '../staff/schemaFiles.ts';
import { endpoints, type EndpointName } from '../../src/platform/endpointCatalogue.ts';
import { sampleItems } from '../../src/sandbox/bankItems.ts';
import { samplePhone } from '../../src/sandbox/samplePhone.ts';
import {
  routeAddresses,
  routeOf,
  SCENARIO_ID,
  screenModules,
  type Scenario,
  type Step,
} from '../../src/sandbox/scenarios.ts';
import { didYouMean, list, SourceFile, walkData, type Problem } from './common.ts';
import { isObject, pointerOf, unescapeSegment, type Path } from '../staff/json.ts';

/**
 * A step with the page's own words: what a gallery frame looks for (tools/serve/gallerySteps.ts plays
 * it). `says` names the step in a report.
 */
export type PlayStep =
  | { kind: 'fill'; label: string; value: string; says: string }
  | { kind: 'press'; name: string; says: string }
  | { kind: 'waitFor'; text: string; says: string };

/** How the check says a meta-schema error in plain words (tools/check/checkSchemas.ts `plain`). */
export type Words = (e: ErrorObject) => { pointer: string; reason: string };

interface Found {
  path: Path;
  reason: string;
}

// ---- the page a scenario opens -----------------------------------------------------------------

interface Field {
  label?: string;
  pattern?: string;
  maxLength?: number;
}

interface Page {
  /** The screen files the page's code reads, its own first (e.g. contact, then the site frame). */
  screens: { name: string; data: Record<string, unknown> }[];
  fields: Map<string, Field>;
  /** Where the fields come from, for a sentence. */
  fieldSource: string[];
}

/**
 * The screen files a route's screen module reads: its `config/generated/screens/<name>` imports,
 * and those of the screen modules it imports in turn, nearest first.
 */
function screensOfModule(module: string, srcDir: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const queue = [join(srcDir, '..', module)];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
      const spec = m[1] as string;
      const screen = /config\/generated\/screens\/(\w+)$/.exec(spec)?.[1];
      if (screen && !found.includes(screen)) found.push(screen);
      const next = spec.startsWith('.') ? resolve(dirname(file), spec) : '';
      if (next.startsWith(join(srcDir, 'screens')))
        queue.push(...[next, `${next}.tsx`, `${next}.ts`].filter((f) => /\.tsx?$/.test(f) && existsSync(f)));
    }
  }
  return found;
}

const readObject = (path: string): Record<string, unknown> | undefined => {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
};

/** A screen file's form fields, by key: the label the page shows and the field's rule. */
function formFields(screen: Record<string, unknown>): Map<string, Field> {
  const fields = new Map<string, Field>();
  const form = isObject(screen.form) ? screen.form : {};
  const schema = isObject(form.schema) ? form.schema : {};
  const ui = isObject(form.uiSchema) ? form.uiSchema : {};
  for (const [key, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    if (!isObject(property)) continue;
    const fieldUi = isObject(ui[key]) ? ui[key] : {};
    const options = isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
    const shown = options.label !== false && fieldUi['ui:widget'] !== 'hidden';
    const title = fieldUi['ui:title'] ?? property.title ?? key;
    fields.set(key, {
      ...(shown && typeof title === 'string' ? { label: title } : {}),
      ...(typeof property.pattern === 'string' ? { pattern: property.pattern } : {}),
      ...(typeof property.maxLength === 'number' ? { maxLength: property.maxLength } : {}),
    });
  }
  return fields;
}

/**
 * Forms the server sends rather than the screen file, by screen: their fields as the sandbox sends
 * them for the page's parameters. The bank form's items name their rule by input type, whose
 * pattern the screen file keeps in data.inputTypes.
 */
const serverForms: Record<
  string,
  (
    page: URLSearchParams,
    screen: Record<string, unknown>,
    mobileNumber: MobileNumberRule | undefined,
  ) => Map<string, Field>
> = {
  bindBank: (page, screen, mobileNumber) => {
    const data = isObject(screen.data) ? screen.data : {};
    const inputTypes = isObject(data.inputTypes) ? data.inputTypes : {};
    const items = sampleItems(page.get('product_id') ?? page.get('productId') ?? '');
    return new Map(
      items.map((item) => {
        const declared = inputTypes[item.inputType];
        const rule =
          (isObject(declared) && mobileNumber && mobileNumberFormat(declared.format, mobileNumber)) ||
          declared;
        const field: Field = { label: item.title };
        if (isObject(rule) && typeof rule.pattern === 'string') field.pattern = rule.pattern;
        if (isObject(rule) && typeof rule.maxLength === 'number') field.maxLength = rule.maxLength;
        return [item.code, field];
      }),
    );
  },
};

function pageOf(address: string, params: URLSearchParams, base: string, srcDir: string): Page {
  const module = screenModules.get(address);
  const names = module ? screensOfModule(module, srcDir) : [];
  // Each screen file as the page is served it: its limits and the one mobile-number rule filled in.
  const mobileNumber = mobileNumberOf(readObject(join(base, 'schemas', 'app.json')));
  const screens = names.flatMap((name) => {
    const data = readObject(join(base, 'schemas', 'screens', `${name}.json`));
    return data
      ? [{ name, data: withMobileNumber(withLimits(data), mobileNumber) as Record<string, unknown> }]
      : [];
  });
  const fields = new Map<string, Field>();
  const fieldSource: string[] = [];
  for (const { name, data } of screens) {
    const own = formFields(data);
    const sent = serverForms[name]?.(params, data, mobileNumber) ?? new Map<string, Field>();
    if (own.size) fieldSource.push(`schemas/screens/${name}.json`);
    if (sent.size) fieldSource.push(`the form the sandbox sends this page`);
    for (const [key, field] of [...own, ...sent]) if (!fields.has(key)) fields.set(key, field);
  }
  return { screens, fields, fieldSource };
}

// ---- steps ---------------------------------------------------------------------------------------

const VALID = '{valid}';
const ACTIONS = ['fill', 'press', 'waitFor'] as const;

/** A value the field's own rule accepts, for "{valid}": a sample phone-like number of its pattern. */
function validValue(field: Field): string | undefined {
  // Plain digits, cut to the field's length; a field without a pattern takes the first.
  const candidates = ['12345678', '1000', '1'];
  let fits = (_value: string) => true;
  if (field.pattern) {
    let rule: RegExp;
    try {
      rule = new RegExp(field.pattern, 'u');
    } catch {
      return undefined;
    }
    fits = (value) => rule.test(value);
    try {
      // Before them, a number built from the pattern (a phone's).
      candidates.unshift(samplePhone('12345678', field.pattern));
    } catch {
      // Not a pattern a number can be built from: the plain digits may still fit.
    }
  }
  return candidates
    .map((value) => (field.maxLength === undefined ? value : value.slice(0, field.maxLength)))
    .find(fits);
}

/**
 * Whether a screen's page reads the text at `keys` ("texts.confirm"), as its contract says: the step
 * is right then, and a screen file without it has a mistake of its own, which the check names there.
 */
function readsText(screen: string, path: string[], base: string): boolean {
  const [group, key] = path;
  if (path.length !== 2) return false;
  const contract = readObject(contractPath(screen, base));
  const groups = isObject(contract?.properties) ? contract.properties : {};
  const keys = isObject(groups[group ?? ''])
    ? (groups[group ?? ''] as { properties?: unknown }).properties
    : {};
  return key !== undefined && isObject(keys) && Object.hasOwn(keys, key);
}

/**
 * The words of a text the page shows, named by its path in the page's screen file: "texts.apply",
 * "dialogs.rate.rating.send"; "messages.<name>" may also be a message of schemas/messages.json.
 */
function wordsOf(
  target: string,
  page: Page,
  base: string,
  config: Record<string, string>,
): { text: string } | { reason: string } | { screenLacks: true } {
  const sources = page.screens.map((s) => ({ file: `schemas/screens/${s.name}.json`, data: s.data }));
  if (target.startsWith('messages.'))
    sources.push({
      file: 'schemas/messages.json',
      data: { messages: readObject(join(base, 'schemas', 'messages.json')) },
    });
  const keys = target.split('.');
  const value = sources
    .map(({ data }) =>
      keys.reduce<unknown>(
        (at, key) => (isObject(at) || Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined),
        data,
      ),
    )
    .find((v) => typeof v === 'string');
  if (typeof value !== 'string') {
    if (page.screens.some((screen) => readsText(screen.name, keys, base))) return { screenLacks: true };
    const texts: string[] = [];
    for (const { data } of sources)
      walkData(data, (v, path) => {
        if (typeof v === 'string' && path[0] !== '$schema') texts.push(path.join('.'));
      });
    return {
      reason: `There is no text "${target}" in ${list(sources.map((s) => s.file))}, so the gallery would not know what to look for. Name a text by its place in the file, e.g. "texts.<name>".${didYouMean(target, texts)}`,
    };
  }
  const text = value.replace(/\{([\w.]+)\}/g, (whole, k: string) => config[k] ?? whole);
  const left = /\{[\w.]+\}/.exec(text)?.[0];
  if (left)
    return {
      reason: `"${target}" changes as the page runs (${left} is filled in there), so the gallery cannot find it by its words. Name another text.`,
    };
  return { text };
}

function stepShape(step: Step, path: Path, found: Found[]): (typeof ACTIONS)[number] | undefined {
  const actions = ACTIONS.filter((a) => step[a] !== undefined);
  if (actions.length !== 1) {
    found.push({
      path,
      reason: actions.length
        ? `A step does one thing, and this one says ${list(actions)}: make each its own step.`
        : `This step does nothing: give it "fill" (a field), "press" (a button) or "waitFor" (a text).`,
    });
    return undefined;
  }
  const action = actions[0] as (typeof ACTIONS)[number];
  if (action === 'fill' && step.with === undefined)
    found.push({
      path: [...path, 'fill'],
      reason: `Say what to type in "${step.fill}" with "with", e.g. "with": "${VALID}" for a value its rule accepts.`,
    });
  if (action !== 'fill' && step.with !== undefined)
    found.push({
      path: [...path, 'with'],
      reason: `"with" says what to type, so it belongs to a "fill" step.`,
    });
  return action;
}

/** A scenario's steps in the page's words, and what in them names nothing on the page. */
export function resolveSteps(
  scenario: Pick<Scenario, 'path' | 'steps'>,
  base = projectRoot,
  srcDir = join(projectRoot, 'src'),
): { steps: PlayStep[]; problems: Found[] } {
  const problems: Found[] = [];
  const steps: PlayStep[] = [];
  if (!Array.isArray(scenario.steps) || typeof scenario.path !== 'string') return { steps, problems };
  const { address, params } = routeOf(scenario.path);
  const page = pageOf(address, params, base, srcDir);
  const config = flattenConfig(readObject(join(base, 'schemas', 'app.json')) ?? {});
  scenario.steps.forEach((step: Step, i) => {
    const path: Path = ['steps', i];
    if (!isObject(step)) return;
    const action = stepShape(step, path, problems);
    if (action === 'fill' && typeof step.fill === 'string') {
      const field = page.fields.get(step.fill);
      if (!field) {
        problems.push({
          path: [...path, 'fill'],
          reason: page.fields.size
            ? `The page has no form field "${step.fill}" (its fields, from ${page.fieldSource.join(' and ')}: ${list(page.fields.keys())}).${didYouMean(step.fill, page.fields.keys())}`
            : `The page ${address} has no form to fill.`,
        });
        return;
      }
      if (field.label === undefined) {
        problems.push({
          path: [...path, 'fill'],
          reason: `The field "${step.fill}" shows no label on the page, so the gallery, like a person, cannot find it.`,
        });
        return;
      }
      if (typeof step.with !== 'string') return;
      const value = step.with === VALID ? validValue(field) : step.with;
      if (value === undefined) {
        problems.push({
          path: [...path, 'with'],
          reason: `The gallery cannot make up a value that the rule of "${step.fill}" accepts (${String(field.pattern)}): write the value out.`,
        });
        return;
      }
      steps.push({ kind: 'fill', label: field.label, value, says: `fill "${step.fill}"` });
    }
    if ((action === 'press' || action === 'waitFor') && typeof step[action] === 'string') {
      const target = step[action];
      const words = wordsOf(target, page, base, config);
      if ('screenLacks' in words) return;
      if ('reason' in words) problems.push({ path: [...path, action], reason: words.reason });
      else if (action === 'press') steps.push({ kind: 'press', name: words.text, says: `press "${target}"` });
      else steps.push({ kind: 'waitFor', text: words.text, says: `wait for "${target}"` });
    }
  });
  return { steps, problems };
}

// ---- the check ---------------------------------------------------------------------------------

const FILE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** An endpoint's answer schema (schemas/api/), without its top-level `required`: a scenario's answer
 * is laid over the sandbox's, so it names only the fields it changes. */
function answerValidator(base: string, endpoint: EndpointName, cache: Map<string, ValidateFunction | null>) {
  const schemaName = (endpoints[endpoint] as { schema?: string }).schema;
  if (!schemaName) return undefined;
  if (!cache.has(schemaName)) {
    const schema = readObject(join(base, 'schemas', 'api', `${schemaName}.json`));
    let validate: ValidateFunction | null = null;
    try {
      if (schema)
        validate = compiled(
          'answer',
          { ...schema, required: [] },
          () => new Ajv({ allErrors: true, strict: false, verbose: true, logger: false }),
        );
    } catch {
      // An answer shape that does not compile is reported on its own file.
    }
    cache.set(schemaName, validate);
  }
  return cache.get(schemaName) ?? undefined;
}

function checkAnswers(
  scenario: Scenario,
  base: string,
  words: Words,
  found: Found[],
  cache: Map<string, ValidateFunction | null>,
) {
  if (!isObject(scenario.answers)) return;
  const names = Object.keys(endpoints);
  const id = `${SCENARIO_ID}${scenario.name}`;
  if (typeof scenario.path === 'string' && !new RegExp(`${id}(?![\\w-])`).test(scenario.path))
    found.push({
      path: ['answers'],
      reason: `These answers go to requests that carry the id "${id}", and the path does not give it, so the page would show the sandbox's usual answer: put it in the path, e.g. orderId=${id}.`,
    });
  if (scenario.hold)
    found.push({
      path: ['answers'],
      reason: `A held page never gets an answer, so these answers would never show.`,
    });
  for (const [name, answer] of Object.entries(scenario.answers)) {
    if (!names.includes(name)) {
      found.push({
        path: ['answers', name],
        reason: `There is no endpoint "${name}" in the app's endpoint catalogue (src/platform/endpointCatalogue.ts), so this answer would never be given.${didYouMean(name, names)}`,
      });
      continue;
    }
    const validate = answerValidator(base, name as EndpointName, cache);
    if (!validate || validate(answer)) continue;
    for (const e of validate.errors ?? []) {
      const { pointer, reason } = words(e);
      found.push({ path: ['answers', name, ...pointer.split('/').slice(1).map(unescapeSegment)], reason });
    }
  }
}

function checkOne(
  scenario: Scenario,
  base: string,
  srcDir: string,
  words: Words,
  cache: Map<string, ValidateFunction | null>,
): Found[] {
  const found: Found[] = [];
  if (!FILE_NAME.test(scenario.name))
    found.push({
      path: [],
      reason: `The file name "${scenario.name}" becomes the id "${SCENARIO_ID}${scenario.name}" in page addresses, so it may use only lower-case letters, digits and hyphens.`,
    });
  if (typeof scenario.path === 'string' && scenario.path.startsWith('/')) {
    const { address } = routeOf(scenario.path);
    if (!routeAddresses.includes(address))
      found.push({
        path: ['path'],
        reason: `This path opens no page of the app: "${address}" is not a route of src/app/routeTable.ts (a funnel page opens as /promo/#/register).${didYouMean(address, routeAddresses)}`,
      });
  }
  if (scenario.hold && Array.isArray(scenario.steps))
    found.push({
      path: ['steps'],
      reason: `A held page never loads, so its steps could never be played: remove "hold" or "steps".`,
    });
  checkAnswers(scenario, base, words, found, cache);
  found.push(...resolveSteps(scenario, base, srcDir).problems);
  return found;
}

/** The cross-checks of every scenario file under `base` (a file that is not JSON is reported by the file check). */
export function checkScenarios(base: string, words: Words, srcDir = join(projectRoot, 'src')): Problem[] {
  const problems: Problem[] = [];
  const cache = new Map<string, ValidateFunction | null>();
  for (const file of scenarioDataFiles(base)) {
    const source = new SourceFile(file.rel, readFileSync(file.path, 'utf8'));
    if (source.errors.length || !source.tree) continue;
    const data: unknown = JSON.parse(source.text);
    if (!isObject(data)) continue;
    const scenario = { ...data, name: file.name } as unknown as Scenario;
    for (const { path, reason } of checkOne(scenario, base, srcDir, words, cache)) {
      const pointer = pointerOf(path);
      problems.push({ file: file.rel, ...source.at(pointer), pointer, reason });
    }
  }
  return problems;
}
