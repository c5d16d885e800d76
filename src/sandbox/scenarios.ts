// The state gallery's scenarios (src/sandbox/scenarios/*.json), files staff can add without code:
// a title, a group, the page address to open and, when the sandbox's own ids do not reach the state,
// the answers to give (by endpoint name) for an id `scenario-<file name>`. Read from disk on each
// request, so a new or edited file shows at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Scenario {
  name: string;
  group: string;
  title: string;
  path: string;
  answers?: Record<string, Record<string, unknown>>;
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
