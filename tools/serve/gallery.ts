// The state gallery of `npm start` (/gallery): every scenario of src/sandbox/scenarios/ side by side
// in phone-sized frames of the running dev server, so each frame follows an edit as the app does. A
// scenario's steps are played in its frame by tools/serve/gallerySteps.ts. A file the staff-file check
// finds a mistake in shows the check's sentences in place of its frame, and the others show as ever.
import { readFileSync } from 'node:fs';
import { checkSchemas, formatProblem, mistakes, type Problem } from '../check/checkSchemas.ts';
import { resolveSteps, type PlayStep } from '../check/scenarios.ts';
import { AGAIN_ATTR, STATUS_ATTR, STEPS_ATTR } from './gallerySteps.ts';
import { isScenarioFile, root, scenarioDataFiles } from '../staff/schemaFiles.ts';
import {
  framePath,
  parseScenario,
  routeAddresses,
  routeOf,
  type Scenario,
} from '../../src/sandbox/scenarios.ts';

export interface GalleryEntry {
  name: string;
  /** The file, from the project root, as staff find it. */
  file: string;
  /** The group it is shown under: its own, or FIX for a file that cannot be read. */
  group: string;
  scenario?: Scenario;
  /** Its steps in the page's words, played in the frame. */
  steps: PlayStep[];
  /** The check's sentences for the file's mistakes, shown in place of its frame. */
  problems: string[];
}

const FIX = 'Files to fix';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every scenario file with what the gallery shows of it; reading or checking a file never throws. */
export function galleryEntries(base = root): { entries: GalleryEntry[]; trouble?: string } {
  let found: Problem[] = [];
  let trouble: string | undefined;
  try {
    found = mistakes(checkSchemas({ root: base })).filter((p) => isScenarioFile(p.file));
  } catch (err) {
    trouble = `The check of the scenario files stopped: ${err instanceof Error ? err.message : String(err)}`;
  }
  const entries = scenarioDataFiles(base).map((file): GalleryEntry => {
    const scenario = parseScenario({
      name: file.name,
      path: file.path,
      text: readFileSync(file.path, 'utf8'),
    });
    const problems = found.filter((p) => p.file === file.rel).map(formatProblem);
    if (!scenario && !problems.length)
      problems.push(`${file.rel}: This file could not be read as a scenario.`);
    const group =
      typeof scenario?.group === 'string' && scenario.group && !problems.length ? scenario.group : FIX;
    let steps: PlayStep[] = [];
    if (scenario && !problems.length)
      try {
        steps = resolveSteps(scenario, base).steps;
      } catch (err) {
        problems.push(
          `${file.rel}: its steps could not be read (${err instanceof Error ? err.message : String(err)}).`,
        );
      }
    return { name: file.name, file: file.rel, group, ...(scenario ? { scenario } : {}), steps, problems };
  });
  return { entries, ...(trouble ? { trouble } : {}) };
}

/**
 * Where a frame opens its page. A held page's request stays open, and a browser keeps at most six
 * open to one host: six held frames would stall every other frame of the gallery. So each held page
 * opens on a host of its own, `<file name>.localhost`, which browsers send to this machine.
 */
export function frameSource(s: Scenario, port?: string): string {
  return s.hold && port ? `http://${s.name}.localhost:${port}${framePath(s)}` : framePath(s);
}

function frame(entry: GalleryEntry & { scenario: Scenario }, port?: string): string {
  const s = entry.scenario;
  const src = escape(frameSource(s, port));
  const steps = entry.steps.length ? ` ${STEPS_ATTR}="${escape(JSON.stringify(entry.steps))}"` : '';
  const controls = entry.steps.length
    ? `<div class="steps"><span ${STATUS_ATTR} role="status">${entry.steps.length} step${entry.steps.length === 1 ? '' : 's'} to play once the page loads</span> <button type="button" ${AGAIN_ATTR}>Play again</button></div>`
    : '';
  return `<figure><iframe src="${src}" title="${escape(s.title)}" loading="lazy"${steps}></iframe><figcaption><a href="${src}">${escape(s.title)}</a><br><small>${escape(entry.file)}</small>${controls}</figcaption></figure>`;
}

function broken(entry: GalleryEntry): string {
  const title = typeof entry.scenario?.title === 'string' ? entry.scenario.title : entry.name;
  return `<figure class="broken"><div class="problems" role="alert"><strong>${escape(entry.file)}</strong><ul>${entry.problems
    .map((p) => `<li>${escape(p)}</li>`)
    .join(
      '',
    )}</ul></div><figcaption>${escape(title)}<br><small>Fix this file and reload the gallery (npm run check:schemas says the same).</small></figcaption></figure>`;
}

/** The gallery page; `host` is the address it was asked for (its port opens the held frames). */
export function galleryHtml(
  entries: GalleryEntry[],
  options: { host?: string; trouble?: string } = {},
): string {
  const { trouble } = options;
  const port = /:(\d+)$/.exec(options.host ?? '')?.[1];
  const groups = new Map<string, GalleryEntry[]>();
  for (const e of entries) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  const sections = [...groups]
    .map(
      ([group, items]) =>
        `<section><h2>${escape(group)}</h2><div class="row">${items
          .map((e) =>
            e.scenario && !e.problems.length ? frame({ ...e, scenario: e.scenario }, port) : broken(e),
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>State gallery</title><style>
body{font-family:system-ui,sans-serif;margin:16px;background:#eef0f3}
.row{display:flex;flex-wrap:wrap;gap:16px}
figure{margin:0;width:234px}
iframe{width:390px;height:844px;border:1px solid #c9ced6;border-radius:12px;background:#fff;transform:scale(.6);transform-origin:0 0;margin-bottom:-337px;margin-right:-156px}
figcaption{font-size:13px;margin-top:6px}
.steps{margin-top:4px}
.steps .failed{color:#b00020}
.broken .problems{box-sizing:border-box;width:234px;min-height:506px;padding:12px;border:2px solid #b00020;border-radius:12px;background:#fff;font-size:13px;overflow-wrap:anywhere}
.broken ul{padding-left:16px}
.trouble{color:#b00020}
</style></head><body><h1>State gallery</h1>
<p>Each frame is a page of this dev server in one state. A state is a file in src/sandbox/scenarios/ (group, title, path; answers for an id <code>scenario-&lt;file name&gt;</code>; <code>"hold": true</code> for a page that stays loading; steps a person takes on the page, played in its frame). <code>npm run check:schemas</code> checks these files; one with a mistake shows the mistake here in place of its frame.</p>
${trouble ? `<p class="trouble" role="alert">${escape(trouble)}</p>` : ''}
${sections}
<script type="module">import { playFrames } from '/tools/serve/gallerySteps.ts'; playFrames(document);</script>
</body></html>`;
}

/** The group of the pages no scenario file opens yet: each shows at its bare address. */
export const PAGES_WITHOUT_STATE = 'Pages with no state file yet';

/**
 * A frame for each route of the table that no scenario opens, at its bare address: a page the table
 * gains is in the gallery at once, before anyone writes a state for it.
 */
export function pagesWithoutState(entries: readonly GalleryEntry[]): GalleryEntry[] {
  const shown = new Set(entries.flatMap((e) => (e.scenario ? [routeOf(e.scenario.path).address] : [])));
  return routeAddresses
    .filter((address) => !shown.has(address))
    .map((address) => ({
      name: `page-${address.replace(/\W+/g, '-')}`,
      file: 'src/app/routeTable.ts',
      group: PAGES_WITHOUT_STATE,
      scenario: { name: address, group: PAGES_WITHOUT_STATE, title: address, path: address },
      steps: [],
      problems: [],
    }));
}

/**
 * The gallery page as the dev server serves it, asked for at `host`; with `file` (a scenario file from
 * the project root, `/gallery?file=…`), that state's frame alone, which loads at once where the whole
 * gallery makes a just-started dev server build every page first.
 */
export const galleryPage = (host?: string, base = root, file?: string) => {
  const { entries, trouble } = galleryEntries(base);
  const shown =
    file === undefined ? [...entries, ...pagesWithoutState(entries)] : entries.filter((e) => e.file === file);
  return galleryHtml(shown, { host, ...(trouble ? { trouble } : {}) });
};
