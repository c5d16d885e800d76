// The rule rows a change makes or changes, as states a reviewer sees before and after: each row's
// "Show this" state (../showRow.ts, the one the editor's rule table opens) built on the change's
// version, with the same scenario written into both versions' trees, so the two frames meet the same
// answer and differ only by what the change does to the page.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIO_ID } from '../../../src/sandbox/scenarios.ts';
import { sameJson } from '../../../tools/staff/json.ts';
import { scenarioFolder, STUDIO_SCENARIO } from '../../../tools/staff/schemaFiles.ts';
import type { RuleList, RuleRow } from '../../shared/protocol.ts';
import type { FrameState } from '../../shared/teamProtocol.ts';
import { outcomeWords } from '../../shared/ruleWords.ts';
import { ruleLists } from '../decisions.ts';
import { showRow } from '../showRow.ts';
import { staffFile, staffFileTitle } from './staffFiles.ts';

/** A version's built tree on disk and the port its sandbox answers on. */
export interface Served {
  tree: string;
  port: number;
}

const read = (tree: string, file: string) =>
  existsSync(join(tree, file)) ? readFileSync(join(tree, file), 'utf8') : '{}';

/**
 * The states of the rows of `files` that `after` holds and `before` does not hold at the same place
 * (new, changed or moved rows), each written as a scenario named for `tag` (the change's version: the
 * before tree is the published one, shared by every change under review). A row no answer can make
 * win is left out: the editor's table says why.
 */
export async function rowStates(
  before: Served,
  after: Served,
  files: string[],
  tag: string,
): Promise<FrameState[]> {
  const states: FrameState[] = [];
  for (const file of files) {
    const text = read(after.tree, file);
    const published = ruleLists(before.tree, file, read(before.tree, file)).lists;
    for (const list of ruleLists(after.tree, file, text).lists) {
      const old = published.find((l) => l.pointer === list.pointer);
      for (const row of list.rows) {
        const was = old?.rows[row.index];
        if (was && sameJson([row.when, row.then], [was.when, was.then])) continue;
        const state = await rowState(before, after, { file, text, list, row }, tag);
        if (state) states.push(state);
      }
    }
  }
  return states;
}

/** One row's state, written into both trees; none when no answer makes it win or it cannot be written. */
async function rowState(
  before: Served,
  after: Served,
  { file, text, list, row }: { file: string; text: string; list: RuleList; row: RuleRow },
  tag: string,
): Promise<FrameState | undefined> {
  try {
    const origin = `http://127.0.0.1:${after.port}`;
    const shown = await showRow(after.tree, file, text, list.pointer, row.index, origin);
    if ('reason' in shown) return undefined;
    const page = staffFileTitle(after.tree, staffFile(after.tree, file));
    return {
      title: `${page}: rule ${row.index + 1} of ${list.name} (${outcomeWords(row.then)})`,
      framePath: copyScenario(shown.scenario, tag, before.tree, after.tree, shown.framePath),
      file,
      ...(shown.note ? { note: shown.note } : {}),
    };
  } catch {
    // A row whose state cannot be written costs the reviewer its own frames, not the others'.
    return undefined;
  }
}

/** Renames the scenario for `tag` in the after tree, copies it into the before tree; the new address. */
function copyScenario(
  scenario: string,
  tag: string,
  beforeTree: string,
  afterTree: string,
  framePath: string,
) {
  const name = scenario.slice(scenarioFolder.length + 1, -'.json'.length);
  const tagged = `${STUDIO_SCENARIO}${tag}-${name.slice(STUDIO_SCENARIO.length)}`;
  const to = join(scenarioFolder, `${tagged}.json`);
  renameSync(join(afterTree, scenario), join(afterTree, to));
  mkdirSync(join(beforeTree, scenarioFolder), { recursive: true });
  copyFileSync(join(afterTree, to), join(beforeTree, to));
  return framePath.replace(`${SCENARIO_ID}${name}`, `${SCENARIO_ID}${tagged}`);
}
