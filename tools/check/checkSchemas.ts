// Checks every staff-edited file before it can reach a user: `npm test`, `npm run build` and the dev
// server all run it. Each mistake is reported as `file:line:col #/json/pointer: sentence`, in words a
// member of the product staff understands, with "did you mean …" when a near name exists.
//
// Beyond each file's meta-schema it follows the cross-references: actions a button names, bridge
// handlers, form fields, error messages, images under public/, {placeholders}, rules that can never
// match, regular expressions, content files the screens show, and each screen's own contract
// (schemas/meta/screens/<screen>.schema.json: the closed set of texts, limits, messages and data keys
// the screen's code reads).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { compiled } from './compiled.ts';
import type { Node } from 'jsonc-parser';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import {
  dataFiles,
  root as projectRoot,
  contentFiles,
  isScenarioFile,
  scenarioDataFiles,
  type DataFile,
} from '../staff/schemaFiles.ts';
import { flattenConfig } from '../staff/contentCompiler.ts';
import { resolveLimits } from '../staff/limits.ts';
import { endpoints, isMutating, type EndpointName } from '../../src/platform/endpointCatalogue.ts';
import { developer } from '../../src/config/developer.ts';
import { GALLERY_MARKERS } from '../../src/runtime/base/galleryMarker.ts';
import {
  didYouMean,
  escapeSegment,
  IMAGE,
  isObject,
  list,
  PATTERN_KEYS,
  PLACEHOLDER,
  pointerOf,
  SourceFile,
  unescapeSegment,
  walkData,
  type Contract,
  type KeySet,
  type Path,
  type Problem,
  type Report,
} from './common.ts';
import { checkRules } from './rules.ts';
import { checkNames, withOpeningFields } from './names.ts';
import { checkWidgets, formRenderers } from './widgets.ts';
import { checkSharedMessages } from './messages.ts';
import { checkLimitRanges, checkValues } from './values.ts';
import { checkMarkdown } from './markdown.ts';
import { jsonSyntaxError } from './jsonSyntax.ts';
import { saidInWords } from './overlap.ts';
import { checkParams, isOpeningParams } from './params.ts';
import { checkScenarios } from './scenarios.ts';
import { checkMobileNumberFields, checkMobileNumberRule } from './phone.ts';
import { checkMoneyFormat } from './money.ts';
import { mobileNumberOf, withMobileNumber } from '../staff/mobileNumber.ts';

export { didYouMean, editDistance, type Problem } from './common.ts';
export { checkFailed, formatProblem, formatProblems, mistakes, warnings } from './report.ts';
import { checkFailed, formatProblem, formatProblems, mistakes, warnings } from './report.ts';

export interface CheckOptions {
  /** The project root whose schemas/, content/ and public/ are checked (a copy, in the tests). */
  root?: string;
  /** Where the screens' code lives, to find the content files they show. */
  srcDir?: string;
}

// ---- meta-schema messages in plain words -------------------------------------------------------

const typeWords: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a group of named values in { }',
  array: 'a list in [ ]',
  null: 'null',
};

export function plain(e: ErrorObject, actionKinds: string[] = []): { pointer: string; reason: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'discriminator': {
      // The meta-schema tells an action's kind by its "type" (schemas/meta/screen.schema.json).
      const kind = p.tagValue;
      return typeof kind === 'string'
        ? {
            pointer: `${e.instancePath}/type`,
            reason: `"${kind}" is not a kind of action the app runs; use one of ${list(actionKinds)}.${didYouMean(kind, actionKinds)}`,
          }
        : { pointer: e.instancePath, reason: `This action needs a "type": one of ${list(actionKinds)}.` };
    }
    case 'type': {
      const types = String(p.type).split(',');
      return {
        pointer: e.instancePath,
        reason: `This value must be ${types.map((t) => typeWords[t] ?? t).join(' or ')}.`,
      };
    }
    case 'required':
      return {
        pointer: e.instancePath,
        reason: `"${String(p.missingProperty)}" is missing here, and it is required.`,
      };
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return {
        pointer: `${e.instancePath}/${escapeSegment(name)}`,
        reason: `"${name}" is not a name this file knows here.${didYouMean(name, known)}`,
      };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const value = String(e.data);
      return {
        pointer: e.instancePath,
        reason: `"${value}" is not allowed here; use one of ${list(allowed)}.${didYouMean(value, allowed)}`,
      };
    }
    case 'minLength':
      return { pointer: e.instancePath, reason: 'This text must not be empty.' };
    case 'pattern': {
      // A meta-schema may say its pattern in words (x-form): staff do not read regular expressions.
      const words = (e.parentSchema as { 'x-form'?: unknown } | undefined)?.['x-form'];
      return {
        pointer: e.instancePath,
        reason:
          typeof words === 'string'
            ? `"${String(e.data)}" is not ${words}.`
            : `"${String(e.data)}" does not have the expected form (${String(p.pattern)}).`,
      };
    }
    case 'minimum':
    case 'maximum':
      return {
        pointer: e.instancePath,
        reason: `This number must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}.`,
      };
    default:
      return { pointer: e.instancePath, reason: `${e.message ?? e.keyword}.` };
  }
}

// ---- what the check needs to know about the project --------------------------------------------

/** The action types the action registry runs, as the screen meta-schema lists them. */
export function actionTypes(base = projectRoot): string[] {
  const meta = JSON.parse(readFileSync(join(base, 'schemas/meta/screen.schema.json'), 'utf8')) as {
    definitions?: Record<string, unknown>;
  };
  const found = new Set<string>();
  const collect = (s: unknown): void => {
    if (!s || typeof s !== 'object') return;
    const ref = (s as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/definitions/'))
      return collect(meta.definitions?.[ref.slice('#/definitions/'.length)]);
    const type = (s as { properties?: { type?: { enum?: unknown[]; const?: unknown } } }).properties?.type;
    for (const v of type?.enum ?? []) if (typeof v === 'string') found.add(v);
    if (typeof type?.const === 'string') found.add(type.const);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      for (const sub of ((s as Record<string, unknown>)[key] as unknown[] | undefined) ?? []) collect(sub);
  };
  collect(meta.definitions?.action);
  return [...found];
}

/** Which content files the screens show: `virtual:content/<name>` imports in src/, by the file importing them. */
export function contentUses(srcDir: string): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry))
        for (const m of readFileSync(path, 'utf8').matchAll(/['"]virtual:content\/([\w-]+)['"]/g)) {
          const name = m[1] as string;
          uses.set(name, [...(uses.get(name) ?? []), relative(join(srcDir, '..'), path)]);
        }
    }
  };
  if (existsSync(srcDir)) walk(srcDir);
  return uses;
}

// ---- the check ---------------------------------------------------------------------------------

export function checkSchemas(options: CheckOptions = {}): Problem[] {
  const base = options.root ?? projectRoot;
  const srcDir = options.srcDir ?? join(projectRoot, 'src');
  const problems: Problem[] = [];
  const files = [...dataFiles(base), ...scenarioDataFiles(base)];
  const kinds = actionTypes(base);
  const metaFor = (name: string) =>
    compiled(
      'meta',
      JSON.parse(readFileSync(join(base, 'schemas', 'meta', name), 'utf8')) as object,
      () => new Ajv({ allErrors: true, strict: false, verbose: true, discriminator: true, logger: false }),
    );

  const sources = new Map<string, { file: DataFile; source: SourceFile; data: unknown }>();
  for (const file of files) {
    const source = new SourceFile(file.rel, readFileSync(file.path, 'utf8'));
    const report = (pointer: string, reason: string, offset?: number) =>
      problems.push({
        file: file.rel,
        ...(offset === undefined ? source.at(pointer) : source.position(offset)),
        pointer,
        reason,
      });
    if (source.errors.length || !source.tree) {
      for (const e of source.errors.slice(0, 1)) {
        const { reason, offset } = jsonSyntaxError(source.text, e);
        report('', reason, offset);
      }
      continue;
    }
    duplicateKeys(source.tree, [], (path, node, first) =>
      report(
        pointerOf(path),
        `"${String(node.children?.[0]?.value)}" appears twice in the same group (first on line ${source.position(first.offset).line}); only the last one would count, so one of the two edits would be lost.`,
        node.offset,
      ),
    );
    const data: unknown = JSON.parse(source.text);
    sources.set(file.rel, { file, source, data });
    const validate = metaFor(file.meta);
    if (!validate(data))
      for (const e of validate.errors ?? []) {
        if (saidInWords(file.meta, e)) continue;
        const { pointer, reason } = plain(e, kinds);
        const name = String((e.params as { additionalProperty?: unknown }).additionalProperty);
        // A value that moved out of the staff files: say where it went rather than "unknown name".
        if (
          file.meta === 'app.schema.json' &&
          e.keyword === 'additionalProperties' &&
          Object.hasOwn(developer, name)
        )
          report(
            pointer,
            `"${name}" must match the native app or the server, so it is no longer set here: a developer keeps it in schemas/developer.json. Take it out of this file.`,
          );
        else report(pointer, reason);
      }
    if (file.meta === 'api.schema.json') {
      // An API schema must also compile, or the build-time validator generation would fail later.
      try {
        compiled('plain', data as object, () => new Ajv({ strict: false, logger: false }));
      } catch (err) {
        report('', `This answer shape does not compile: ${(err as Error).message}`);
      }
    }
  }

  // A staff file that is not JSON is all there is to say until it is fixed: every check after this
  // one reads those files together (app.json's values fill every screen's texts), and would only
  // repeat the slip in other files' words. Scenario files stand alone, each checked on its own.
  if (files.some((f) => !sources.has(f.rel) && !isScenarioFile(f.rel))) return problems;

  const app = [...sources.values()].find((s) => s.file.rel.endsWith('app.json'))?.data;
  const config = flattenConfig(app ?? {});
  const bridgeNames = Object.keys(developer.bridge);
  const contractValidator = contractValidators(base);
  const publicDir = join(base, 'public');
  const imageExists = (path: string) => {
    const file = normalize(join(publicDir, path));
    return file.startsWith(publicDir) && existsSync(file);
  };

  for (const { file, source, data } of sources.values()) {
    const report: Report = (path, reason, severity) =>
      problems.push({
        file: file.rel,
        ...source.at(pointerOf(path)),
        pointer: pointerOf(path),
        reason,
        ...(severity ? { severity } : {}),
      });

    if (file.meta !== 'api.schema.json')
      walkData(data, (value, path) => {
        if (typeof value === 'string' && IMAGE.test(value) && !imageExists(value))
          report(
            path,
            `The image "${value}" does not exist: add the file public${value}, or fix the name.${didYouMean(value, publicFiles(publicDir))}`,
          );
      });
    if (file.meta === 'messages.schema.json' && isObject(data)) checkMessagePlaceholders(data, base, report);
    if (file.meta === 'messages.schema.json' && isObject(data)) checkSharedMessages(data, base, report);
    if (file.meta !== 'api.schema.json') checkValues(file.meta, data, report);
    if (file.meta === 'app.schema.json' && isObject(data)) {
      checkMobileNumberRule(data, report);
      checkMoneyFormat(data, report);
    }
    if (file.meta !== 'screen.schema.json' || !isObject(data)) continue;

    const screen = data;
    const actions = isObject(screen.actions) ? screen.actions : {};
    const messages = isObject(screen.messages) ? screen.messages : {};
    const contract = file.contract
      ? (JSON.parse(readFileSync(file.contract, 'utf8')) as Contract)
      : undefined;

    walkData(screen, (value, path, key) => {
      const inErrorMessages = path[0] === 'form' && path[1] === 'errorMessages';
      if (typeof key === 'string' && PATTERN_KEYS.has(key) && typeof value === 'string' && !inErrorMessages) {
        try {
          new RegExp(value, 'u');
        } catch (err) {
          report(
            path,
            `The pattern "${value}" is not a valid regular expression (${(err as Error).message.replace(/^Invalid regular expression: /, '')}).`,
          );
        }
      }
      if (key === 'patternMessage' && typeof value === 'string' && !(value in messages))
        report(
          path,
          `There is no message "${value}" in this file's "messages".${didYouMean(value, Object.keys(messages))}`,
        );
      if (key === 'action' && typeof value === 'string' && !(value in actions))
        report(
          path,
          `There is no action "${value}" in this file's "actions", so tapping it would do nothing.${didYouMean(value, Object.keys(actions))}`,
        );
      if (
        isObject(value) &&
        value.type === 'bridge' &&
        typeof value.name === 'string' &&
        !bridgeNames.includes(value.name)
      )
        report(
          [...path, 'name'],
          `The app has no bridge handler "${value.name}" (the bridge calls a developer lists in schemas/developer.json), so this would do nothing.${didYouMean(value.name, bridgeNames)}`,
        );
      if (isObject(value) && value.type === 'request' && typeof value.endpoint === 'string')
        checkEndpoint(value.endpoint, [...path, 'endpoint'], report, false);
    });

    if (isObject(screen.open) && typeof screen.open.endpoint === 'string')
      checkEndpoint(screen.open.endpoint, ['open', 'endpoint'], report, true);
    if (isObject(screen.opens))
      for (const [route, opening] of Object.entries(screen.opens))
        if (isObject(opening) && typeof opening.endpoint === 'string')
          checkEndpoint(opening.endpoint, ['opens', route, 'endpoint'], report, true);
    checkForm(withMobileNumber(screen, mobileNumberOf(app)) as Record<string, unknown>, contract, report);
    checkMobileNumberFields(screen, isObject(app) ? app : undefined, report);
    checkRules(screen, contract, report, (path) => source.at(pointerOf(path)).line);
    if (contract) checkContract(screen, contract, report);
    if (contract) checkContractTypes(screen, contract, file.name, contractValidator, report);
    checkPlaceholders(screen, contract && withOpeningFields(contract, screen, base), config, report);
    checkParams(screen, valueNames(screen, contract, config), report);
    checkNames(screen, base, report);
    checkWidgets(screen, file.name, formRenderers(srcDir).get(file.name) ?? [], report);
    checkLimitRanges(screen, contract, report);
  }

  problems.push(...checkScenarios(base, plain, srcDir));

  const uses = contentUses(srcDir);
  const contents = contentFiles(base);
  for (const [name, users] of uses)
    if (!contents.some((c) => c.name === name))
      problems.push({
        file: `content/${name}.md`,
        line: 1,
        col: 1,
        pointer: '',
        reason: `This Markdown file is missing, and ${users.join(' and ')} shows it: restore it, or ask a developer to take it off that page.`,
      });
  const known = new Set(Object.keys(config));
  for (const c of contents) {
    const source = new SourceFile(c.rel, readFileSync(c.path, 'utf8'));
    problems.push(...checkMarkdown(source, imageExists));
    const screenRel = `schemas/screens/${c.name}.json`;
    problems.push(...checkGalleryMarkers(source, screenRel, sources.get(screenRel)?.data));
    for (const m of source.text.matchAll(PLACEHOLDER)) {
      const name = m[1] as string;
      if (!known.has(name))
        problems.push({
          file: c.rel,
          ...source.position(m.index),
          pointer: '',
          reason: `The placeholder {${name}} is not a value of schemas/app.json, so it would be shown as it is.${didYouMean(name, known)}`,
        });
    }
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let publicCache: { dir: string; files: string[] } | undefined;
function publicFiles(dir: string): string[] {
  if (publicCache?.dir === dir) return publicCache.files;
  const files: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(`/${relative(dir, p).split('\\').join('/')}`);
    }
  };
  walk(dir);
  publicCache = { dir, files };
  return files;
}

function duplicateKeys(node: Node, path: Path, found: (path: Path, node: Node, first: Node) => void) {
  if (node.type === 'object') {
    const seen = new Map<string, Node>();
    for (const prop of node.children ?? []) {
      const name = String(prop.children?.[0]?.value);
      const first = seen.get(name);
      if (first) found([...path, name], prop, first);
      else seen.set(name, prop);
      if (prop.children?.[1]) duplicateKeys(prop.children[1], [...path, name], found);
    }
  } else if (node.type === 'array') node.children?.forEach((c, i) => duplicateKeys(c, [...path, i], found));
}

const endpointNames = Object.keys(endpoints);

/** An endpoint named by a screen is in the catalogue; one that opens a page changes nothing on the server. */
function checkEndpoint(name: string, path: Path, report: Report, opening: boolean) {
  if (!endpointNames.includes(name)) {
    report(
      path,
      `There is no endpoint "${name}" in the app's endpoint catalogue (src/platform/endpoints.ts), so ${opening ? 'this page could never load its data' : 'this request would never be sent'}.${didYouMean(name, endpointNames)}`,
    );
    return;
  }
  if (opening && isMutating(name as EndpointName))
    report(
      path,
      `The endpoint "${name}" changes something on the server, so it cannot open a page: every visit, reload and Retry would make that change again. Name an endpoint that only reads.${didYouMean(
        name,
        endpointNames.filter((n) => !isMutating(n as EndpointName)),
      )}`,
    );
}

/** A form's `required` names its fields, its error messages name fields and checks that exist. */
function checkForm(screen: Record<string, unknown>, contract: Contract | undefined, report: Report) {
  const form = screen.form;
  if (!isObject(form) || !isObject(form.schema)) return;
  const limits = isObject(screen.limits) ? screen.limits : {};
  const limitTypes = contract?.properties?.limits?.properties ?? {};
  // A fraction where a count belongs is said at the limit (its contract types it "integer"): the
  // form compiler's own words for it would only repeat it in a developer's terms.
  const wholeAsWritten = Object.entries(limits).every(
    ([key, value]) => limitTypes[key]?.type !== 'integer' || Number.isInteger(value),
  );
  const schema = resolveLimits(form.schema, limits) as object;
  try {
    if (wholeAsWritten) compiled('plain', schema, () => new Ajv({ strict: false, logger: false }));
  } catch (err) {
    report(['form', 'schema'], `The form does not compile: ${(err as Error).message}`);
  }
  const objects = (s: unknown, path: Path, visit: (o: Record<string, unknown>, path: Path) => void) => {
    if (!isObject(s)) return;
    if (isObject(s.properties) || Array.isArray(s.required)) visit(s, path);
    if (isObject(s.properties))
      for (const [k, v] of Object.entries(s.properties)) objects(v, [...path, 'properties', k], visit);
    if (isObject(s.items)) objects(s.items, [...path, 'items'], visit);
  };
  objects(form.schema, ['form', 'schema'], (o, path) => {
    const fields = Object.keys(isObject(o.properties) ? o.properties : {});
    (Array.isArray(o.required) ? o.required : []).forEach((name, i) => {
      if (typeof name === 'string' && !fields.includes(name))
        report(
          [...path, 'required', i],
          `"${name}" is required but the form has no field "${name}", so the form could never be sent.${didYouMean(name, fields)}`,
        );
    });
  });
  checkFieldLengths(schema, report);
  checkFieldOrder(form, report);
  const properties = isObject(form.schema.properties) ? form.schema.properties : {};
  const required = Array.isArray(form.schema.required) ? form.schema.required : [];
  if (!isObject(form.errorMessages)) return;
  for (const [field, byKeyword] of Object.entries(form.errorMessages)) {
    const property = properties[field];
    if (!isObject(property)) {
      report(
        ['form', 'errorMessages', field],
        `The form has no field "${field}", so these messages would never show and the borrower would see the validator's raw text.${didYouMean(field, Object.keys(properties))}`,
      );
      continue;
    }
    const keywords = new Set(['*', 'type', ...Object.keys(property)]);
    if (required.includes(field)) keywords.add('required');
    for (const keyword of Object.keys(isObject(byKeyword) ? byKeyword : {}))
      if (!keywords.has(keyword))
        report(
          ['form', 'errorMessages', field, keyword],
          `The field "${field}" has no check "${keyword}", so this message would never show. Its checks: ${list(keywords)}.${didYouMean(keyword, keywords)}`,
        );
  }
}

/** Each field of a form (its limits filled in) can take an answer: a length or a number within its bounds. */
function checkFieldLengths(schema: unknown, report: Report) {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  for (const [field, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const at = (key: string): Path => ['form', 'schema', 'properties', field, key];
    const { minLength, maxLength, minimum, maximum } = property;
    if (typeof maxLength === 'number' && maxLength < 1)
      report(
        at('maxLength'),
        `The field "${field}" would take no character at all (maxLength ${maxLength}), so the borrower could not fill it in. Give it room for the longest answer.`,
      );
    else if (typeof minLength === 'number' && typeof maxLength === 'number' && minLength > maxLength)
      report(
        at('minLength'),
        `The field "${field}" asks for at least ${minLength} characters but takes at most ${maxLength}, so no answer could pass and the form could never be sent. Make minLength at most maxLength.`,
      );
    if (typeof minimum === 'number' && typeof maximum === 'number' && minimum > maximum)
      report(
        at('minimum'),
        `The field "${field}" asks for at least ${minimum} but at most ${maximum}, so no answer could pass. Make minimum at most maximum.`,
      );
  }
}

/** A form's `ui:order` shows every field once: a field left out of it would not be shown at all. */
function checkFieldOrder(form: Record<string, unknown>, report: Report) {
  const order = isObject(form.uiSchema) ? form.uiSchema['ui:order'] : undefined;
  const schema = form.schema as { properties?: unknown };
  if (!Array.isArray(order) || !isObject(schema.properties)) return;
  const fields = Object.keys(schema.properties);
  const path: Path = ['form', 'uiSchema', 'ui:order'];
  order.forEach((name, i) => {
    if (typeof name === 'string' && name !== '*' && !fields.includes(name))
      report(
        [...path, i],
        `The form has no field "${name}" to put in this order, and the form would not show.${didYouMean(name, fields)}`,
      );
  });
  if (order.includes('*')) return;
  for (const field of fields.filter((f) => !order.includes(f)))
    report(
      path,
      `The field "${field}" is not in this order, so the form would not show it. Add "${field}" where it belongs, or end the list with "*" (every field not named).`,
    );
}

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
function checkContract(screen: Record<string, unknown>, contract: Contract, report: Report) {
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
function contractValidators(base: string): (schema: object) => ValidateFunction {
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
function checkContractTypes(
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
      pointer
        .split('/')
        .slice(1)
        .map((p) => unescapeSegment(p)),
      e.keyword === 'required' && e.instancePath === '' ? `${reason} The page reads it.` : reason,
    );
  }
}

/**
 * A gallery marker of a Markdown page names a gallery of its screen file (the file of the same name):
 * a marker naming none places nothing, and the gallery it meant goes to the end of the page.
 */
function checkGalleryMarkers(source: SourceFile, screenRel: string, screen: unknown): Problem[] {
  const data = isObject(screen) && isObject(screen.data) ? screen.data : {};
  const galleries = Array.isArray(data.galleries) ? data.galleries : [];
  const ids = new Set(galleries.flatMap((g) => (isObject(g) && typeof g.id === 'string' ? [g.id] : [])));
  return [...source.text.matchAll(GALLERY_MARKERS)]
    .filter((m) => !ids.has(m[1] as string))
    .map((m) => ({
      file: source.rel,
      ...source.position(m.index),
      pointer: '',
      reason: `The marker ${m[0]} names no gallery of ${screenRel}${ids.size ? ` (its galleries: ${[...ids].join(', ')})` : ''}, so it places no pictures here and the gallery it meant goes to the end of the page. Write the name of a gallery there.${didYouMean(m[1] as string, ids)}`,
    }));
}

/** The values every text of a screen may name: app.json's, the screen's limits and data, and those its page passes. */
function valueNames(
  screen: Record<string, unknown>,
  contract: Contract | undefined,
  config: Record<string, string>,
): Set<string> {
  return new Set([
    ...Object.keys(config),
    ...Object.keys(isObject(screen.limits) ? screen.limits : {}).map((k) => `limits.${k}`),
    ...Object.keys(isObject(screen.data) ? screen.data : {}),
    ...(contract?.['x-vars'] ?? []),
  ]);
}

/**
 * Every {placeholder} names a value the text is given: app.json, the screen's limits or data, or one
 * the page passes. An opening's params name the page's parameters, which checkParams judges.
 */
function checkPlaceholders(
  screen: Record<string, unknown>,
  contract: Contract | undefined,
  config: Record<string, string>,
  report: Report,
) {
  if (!contract) return;
  const common = valueNames(screen, contract, config);
  const perKey = (group: 'texts' | 'messages', key: string | number | undefined) =>
    typeof key === 'string'
      ? (contract.properties?.[group]?.properties?.[key]?.['x-placeholders'] ?? [])
      : [];
  walkData(screen, (value, path, key) => {
    if (typeof value !== 'string' || key === '$schema' || (typeof key === 'string' && PATTERN_KEYS.has(key)))
      return;
    if (isOpeningParams(path.slice(0, -1))) return;
    const group = path[0] === 'texts' || path[0] === 'messages' ? path[0] : undefined;
    const allowed = new Set([...common, ...(group && path.length === 2 ? perKey(group, key) : [])]);
    if (!group)
      for (const g of ['texts', 'messages'] as const)
        for (const k of Object.keys(contract.properties?.[g]?.properties ?? {}))
          perKey(g, k).forEach((p) => allowed.add(p));
    const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    for (const name of names)
      if (!allowed.has(name))
        report(
          path,
          `The placeholder {${name}} has no value here, so the borrower would see "{${name}}" as it is.${didYouMean(name, allowed)}`,
        );
    // A misspelt or broken placeholder is said above (or as a stray brace): saying it is missing too
    // would only repeat it.
    const slipped = names.some((n) => !allowed.has(n)) || /[{}]/.test(value.replace(PLACEHOLDER, ''));
    if (group && path.length === 2 && typeof key === 'string' && value.trim() && !slipped)
      checkRequiredPlaceholders(names, contract.properties?.[group]?.properties?.[key], path, report);
  });
}

/** A text keeps the placeholders its page needs it to show (x-required-placeholders in its contract). */
function checkRequiredPlaceholders(
  names: string[],
  entry: { 'x-required-placeholders'?: Record<string, string> } | undefined,
  path: Path,
  report: Report,
) {
  for (const [name, what] of Object.entries(entry?.['x-required-placeholders'] ?? {}))
    if (!names.includes(name))
      report(
        path,
        `This text must keep {${name}}: the page puts ${what} there, and without it the borrower would not see it. Write {${name}} back where it should show.`,
      );
}

/** A shared message uses only the values the app gives it (x-placeholders in its meta-schema). */
function checkMessagePlaceholders(messages: Record<string, unknown>, base: string, report: Report) {
  const meta = JSON.parse(readFileSync(join(base, 'schemas/meta/messages.schema.json'), 'utf8')) as KeySet;
  for (const [key, value] of Object.entries(messages)) {
    if (key === '$schema' || typeof value !== 'string') continue;
    const allowed = meta.properties?.[key]?.['x-placeholders'] ?? [];
    for (const m of value.matchAll(PLACEHOLDER)) {
      const name = m[1] as string;
      if (allowed.includes(name)) continue;
      report(
        [key],
        allowed.length
          ? `The placeholder {${name}} has no value in this message, so the borrower would see "{${name}}" as it is. This message is given ${list(allowed.map((a) => `{${a}}`))}.${didYouMean(name, allowed)}`
          : `The placeholder {${name}} has no value: this message is given none, so the borrower would see "{${name}}" as it is. Write the words out instead.`,
      );
    }
  }
}

/** `npm run check:schemas` once tools/check/command.ts has found developer.json readable. */
export function runCheckCommand(): void {
  const all = checkSchemas();
  if (warnings(all).length)
    console.warn(`schemas/content check: worth a second look\n${formatProblems(warnings(all))}`);
  if (mistakes(all).length) {
    console.error(checkFailed(mistakes(all)));
    process.exit(1);
  }
  console.log(
    `schemas/content check: ${dataFiles().length} schema files and ${contentFiles().length} content files are valid`,
  );
}
