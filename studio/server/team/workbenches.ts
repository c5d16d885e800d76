// The studio staff know from `npm start` (forms, the check as they type, frames, rule tables), for a
// change of the team studio: a dev studio (../studio.ts) over the change's files, answering the same
// routes (../routes.ts) under /api/changes/:id/studio/. A save is the team's: checked, then one commit
// on the change's branch, made only if the branch is where this studio read it. A few stay open, the
// most recently used; the rest are closed and their folders removed.
import { writeFileSync } from 'node:fs';
import { catalogue } from '../catalogue.ts';
import { HttpError, textField } from '../http.ts';
import { staffPath } from '../paths.ts';
import { routes, type Asked } from '../routes.ts';
import { Studio } from '../studio.ts';
import type { Route as StudioRoute } from '../../shared/protocol.ts';
import type { ChangeCatalogue } from '../../shared/teamProtocol.ts';
import type { Actor, Changes } from './changes.ts';
import { Refusal } from './refusal.ts';
import { exportTree, type Tree } from './trees.ts';

/** The dev studio's routes a change's studio answers as they are; a save it answers itself. */
const AS_THEY_ARE: readonly StudioRoute[] = [
  'GET catalogue',
  'GET file',
  'POST draft',
  'GET rules',
  'POST show',
];

interface Bench {
  studio: Studio;
  tree: Tree;
  /** The change's commit its files were read at, moved by each save made through it. */
  head: string;
  used: number;
}

export interface WorkbenchOptions {
  repo: string;
  tmp: string;
  nodeModules: string;
  changes: Changes;
  /** Whether each studio starts its preview server for frames (a fixture without the app does without). */
  preview: boolean;
  keep?: number;
}

const KEEP = 5;
/** How long a catalogue waits for a preview server that is starting. */
const ORIGIN_WAIT_MS = 500;

export class Workbenches {
  private readonly open = new Map<string, Bench>();
  /** Each change's requests, one after the other: a save moves the studio's commit under the next. */
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(private readonly o: WorkbenchOptions) {}

  /** Answers route `METHOD name` of change `id`'s studio; only its author may change anything. */
  answer(id: string, who: Actor, method: string, name: string, asked: Asked): Promise<unknown> {
    const record = this.o.changes.get(id);
    const key = `${method} ${name}`;
    if (method !== 'GET') this.o.changes.mustBeAuthor(record, who, 'edit');
    if (key !== 'POST save' && !AS_THEY_ARE.includes(key as StudioRoute))
      throw new Refusal(404, `The studio has no ${key}.`);
    return this.inTurn(id, async () => {
      const { bench, made } = await this.benchOf(id, await this.o.changes.head(this.o.changes.get(id)));
      if (key === 'POST save') {
        // A form opened on another version (the change saved as text since, or this studio closed
        // meanwhile) would write its whole file over what it never saw.
        if (made)
          throw new Refusal(
            409,
            `Change ${id} moved on since this form was opened, so nothing was saved. Reload the page and make the edit again.`,
          );
        return this.save(id, who, bench, asked);
      }
      if (key === 'GET catalogue') return this.catalogueOf(bench.studio);
      const handler = routes[key as StudioRoute] as (studio: Studio, asked: Asked) => unknown;
      return handler(bench.studio, asked);
    });
  }

  async close(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.all(all.map(closeBench));
  }

  private inTurn<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.turns.get(id) ?? Promise.resolve()).then(fn, fn);
    this.turns.set(
      id,
      run.catch(() => undefined),
    );
    return run;
  }

  /**
   * The catalogue at once: a preview server takes many seconds to start, and the form needs none, so
   * the frames follow when it is up (the page asks again while `framesComing`).
   */
  private async catalogueOf(studio: Studio): Promise<ChangeCatalogue> {
    const starting = this.o.preview ? studio.previewOrigin().catch(() => '') : Promise.resolve('');
    const origin = await Promise.race([
      starting,
      new Promise<string>((r) => setTimeout(() => r(''), ORIGIN_WAIT_MS)),
    ]);
    return { ...catalogue(studio.root, origin, studio.textOf), framesComing: this.o.preview && !origin };
  }

  private async save(id: string, who: Actor, bench: Bench, asked: Asked) {
    const sent = await asked.body();
    const { abs, file } = staffPath(bench.studio.root, (sent as { path?: unknown } | null)?.path);
    const text = textField(sent, 'text');
    const { problems, blocked } = await bench.studio.drafts.submit(file.file, text, { always: true });
    if (blocked) throw new HttpError(400, { problems });
    const saved = await this.o.changes.saveFile(id, who, file.file, text, bench.head);
    writeFileSync(abs, text);
    bench.studio.drafts.saved(file.file, text);
    bench.head = saved.commit;
    return { saved: true };
  }

  /**
   * The change's studio at `head`: the open one, or a new one (`made`) when none is open or the one
   * open read another commit.
   */
  private async benchOf(id: string, head: string): Promise<{ bench: Bench; made: boolean }> {
    const found = this.open.get(id);
    if (found?.head === head) {
      found.used = Date.now();
      return { bench: found, made: false };
    }
    if (found) {
      this.open.delete(id);
      await closeBench(found);
    }
    const tree = await exportTree(this.o.repo, head, this.o.tmp, this.o.nodeModules);
    let bench: Bench;
    try {
      bench = {
        studio: new Studio({ root: tree.dir, preview: this.o.preview }),
        tree,
        head,
        used: Date.now(),
      };
    } catch (err) {
      tree.remove();
      throw err;
    }
    this.open.set(id, bench);
    await this.prune();
    return { bench, made: true };
  }

  /** Closes the studios used longest ago, beyond the few kept open. */
  private async prune(): Promise<void> {
    const stale = [...this.open.entries()].sort((a, b) => b[1].used - a[1].used).slice(this.o.keep ?? KEEP);
    for (const [id, bench] of stale) {
      this.open.delete(id);
      await closeBench(bench);
    }
  }
}

async function closeBench(bench: Bench): Promise<void> {
  await bench.studio.close();
  bench.tree.remove();
}
