// The state gallery's scenarios (src/sandbox/scenarios/*.json), files staff can add without code:
// a title, a group, the page address to open and, when the sandbox's own ids do not reach the state,
// the answers to give (by endpoint name) for an id `scenario-<file name>`; or `"hold": true`, and the
// sandbox never answers the page, so the frame keeps showing its loading state; or `steps` a person
// would take on the page (fill a field, press a button), which the gallery plays in the frame. Read
// from disk on each request, so a new or edited file shows at once. `npm run check:schemas` checks
// them (tools/check/scenarios.ts, schemas/meta/scenario.schema.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inAppTable, promoTable, siteTable } from '../app/routeTable.ts';
import { endpointPath, endpoints, type EndpointName } from '../platform/endpointCatalogue.ts';

/** One thing a person does on the page, named by keys of the page's files rather than by its words. */
export interface Step {
  /** A form field's key; the gallery finds the field by its label. */
  fill?: string;
  /** What to type; "{valid}" is a value the field's own rule accepts. */
  with?: string;
  /** A text of the page's screen file (`texts.submit`) that names a button, link, tab or box. */
  press?: string;
  /** A text of the page's screen file to wait for before the next step. */
  waitFor?: string;
}

export interface Scenario {
  name: string;
  group: string;
  title: string;
  path: string;
  answers?: Record<string, Record<string, unknown>>;
  /** The sandbox leaves every request of the page unanswered: the page stays loading. */
  hold?: boolean;
  steps?: Step[];
}

/** The page parameter that marks a page whose requests the sandbox holds; the app ignores it. */
export const HOLD_PARAM = 'sandboxHold';

/** The id prefix a page's parameter carries for the sandbox to give a scenario's `answers`. */
export const SCENARIO_ID = 'scenario-';

/** The address a gallery frame opens: the scenario's path, marked when the scenario holds. */
export function framePath(s: Scenario): string {
  if (!s.hold) return s.path;
  const [before, hash] = s.path.split('#', 2) as [string, string | undefined];
  const marked = `${before}${before.includes('?') ? '&' : '?'}${HOLD_PARAM}=${encodeURIComponent(s.name)}`;
  return hash === undefined ? marked : `${marked}#${hash}`;
}

/**
 * Whether a request comes from a held page, by the address of the page that sent it (its Referer;
 * same-origin requests carry the full address). A hash-routed page keeps its parameters after the
 * `#`, which the Referer leaves out, so the mark is looked for before it only.
 */
export function isHeld(referer: string | undefined): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).searchParams.has(HOLD_PARAM);
  } catch {
    return false;
  }
}

// ---- routes --------------------------------------------------------------------------------------

/** Where the funnel's hash routes live: a funnel page opens as /promo/#/register. */
const PROMO = '/promo/';

/** Every route of the table, as an address: history routes as they are, funnel routes under /promo/#. */
export const routeAddresses: string[] = [
  ...[...siteTable, ...inAppTable].map((r) => r.path),
  ...promoTable.map((r) => `${PROMO}#${r.path}`),
];

/** The route table's screen module of each address. */
export const screenModules: ReadonlyMap<string, string> = new Map([
  ...[...siteTable, ...inAppTable].map((r) => [r.path, r.screen] as const),
  ...promoTable.map((r) => [`${PROMO}#${r.path}`, r.screen] as const),
]);

/** The route a path opens (one of routeAddresses when it is a page of the app) and its page parameters. */
export function routeOf(path: string): { address: string; params: URLSearchParams } {
  const url = new URL(path, 'http://gallery.invalid');
  if (url.pathname !== PROMO) return { address: url.pathname, params: url.searchParams };
  const [hashPath = '', query = ''] = url.hash.replace(/^#/, '').split('?', 2);
  return { address: `${PROMO}#${hashPath || '/'}`, params: new URLSearchParams(query) };
}

// ---- the files -----------------------------------------------------------------------------------

// Not `new URL('./scenarios/', import.meta.url)`: Vite would turn that into an asset address.
export const scenarioDir = join(dirname(fileURLToPath(import.meta.url)), 'scenarios');

export interface ScenarioFile {
  name: string;
  path: string;
  text: string;
}

/** Every scenario file as it is on disk, by name. */
export function scenarioFiles(dir = scenarioDir): ScenarioFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: f.slice(0, -'.json'.length),
      path: join(dir, f),
      text: readFileSync(join(dir, f), 'utf8'),
    }));
}

/** A file's scenario, or undefined when it is not valid JSON of an object (the check names why). */
export function parseScenario(file: ScenarioFile): Scenario | undefined {
  try {
    const data: unknown = JSON.parse(file.text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    // `$schema` is for editors only.
    const rest: Record<string, unknown> = { ...data };
    delete rest.$schema;
    return { ...(rest as Omit<Scenario, 'name'>), name: file.name };
  } catch {
    return undefined;
  }
}

/** The scenarios that can be read; a file with a typo is left out here and named by the check. */
export function scenarios(dir = scenarioDir): Scenario[] {
  return scenarioFiles(dir).flatMap((f) => parseScenario(f) ?? []);
}

/** The answer a scenario gives `endpoint` for the id `scenario-<name>`, if it is one. */
export function scenarioAnswer(
  endpoint: EndpointName,
  id: string,
  dir = scenarioDir,
): Record<string, unknown> | undefined {
  if (!id.startsWith(SCENARIO_ID)) return undefined;
  const answer = scenarios(dir).find((s) => `${SCENARIO_ID}${s.name}` === id)?.answers?.[endpoint];
  return answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : undefined;
}

// ---- answering -----------------------------------------------------------------------------------

const SCENARIO_ID_IN = new RegExp(`${SCENARIO_ID}[a-z0-9-]+`);

/** The endpoint of the catalogue at this server path, if any. */
export function endpointAt(pathname: string): EndpointName | undefined {
  return (Object.keys(endpoints) as EndpointName[]).find((name) => endpointPath(name) === pathname);
}

/**
 * The sandbox's answer to a request that carries a scenario id (in its query or body) when that
 * scenario gives an answer for the endpoint: a success with the scenario's data laid over the data
 * of the sandbox's own answer (when that was a success), so a file needs only the fields it changes.
 * Undefined when no scenario answers the request.
 */
export async function scenarioResponse(
  request: Request,
  sandboxAnswer: Response | undefined,
  dir = scenarioDir,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const endpoint = endpointAt(url.pathname);
  if (!endpoint) return undefined;
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const id = SCENARIO_ID_IN.exec(`${url.search} ${body}`)?.[0];
  const answer = id ? scenarioAnswer(endpoint, id, dir) : undefined;
  if (!answer) return undefined;
  const { successCode, dataKey } = endpoints[endpoint];
  let data: unknown;
  try {
    const json = (await sandboxAnswer?.clone().json()) as Record<string, unknown> | undefined;
    if (json && String(json.code) === String(successCode)) data = json[dataKey];
  } catch {
    // Not an envelope (an image, say): the scenario's data stands alone.
  }
  const base = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return Response.json({ code: successCode, message: 'success', [dataKey]: { ...base, ...answer } });
}
