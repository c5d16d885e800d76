// The state gallery's scenarios (src/sandbox/scenarios/*.json), files staff can add without code:
// a title, a group, the page address to open and, when the sandbox's own ids do not reach the state,
// the answers to give (by endpoint name) for an id `scenario-<file name>`; or `"hold": true`, and the
// sandbox never answers the page, so the frame keeps showing its loading state. Read from disk on
// each request, so a new or edited file shows at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Scenario {
  name: string;
  group: string;
  title: string;
  path: string;
  answers?: Record<string, Record<string, unknown>>;
  /** The sandbox leaves every request of the page unanswered: the page stays loading. */
  hold?: boolean;
}

/** The page parameter that marks a page whose requests the sandbox holds; the app ignores it. */
export const HOLD_PARAM = 'sandboxHold';

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

// Not `new URL('./scenarios/', import.meta.url)`: Vite would turn that into an asset address.
const dir = join(dirname(fileURLToPath(import.meta.url)), 'scenarios');

export function scenarios(): Scenario[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: f.slice(0, -'.json'.length),
      ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<Scenario, 'name'>),
    }));
}

/** The answer a scenario gives `endpoint` for the id `scenario-<name>`, if it is one. */
export function scenarioAnswer(endpoint: string, id: string): Record<string, unknown> | undefined {
  if (!id.startsWith('scenario-')) return undefined;
  return scenarios().find((s) => `scenario-${s.name}` === id)?.answers?.[endpoint];
}
