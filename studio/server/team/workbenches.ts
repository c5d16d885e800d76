// The studio staff know from `npm start` (forms, the check as they type, frames, rule tables), for a
// change of the team studio: a dev studio (../studio.ts) over the change's files, answering the same
// routes (../routes.ts) under /api/changes/:id/studio/. A save is the team's: checked, then one commit
// on the change's branch, refused over a version of the file the form did not open. A few stay open,
// the most recently used, and two at a time run live frames; the rest are closed or stopped.
import { writeFileSync } from 'node:fs';
import { catalogue } from '../catalogue.ts';
import { HttpError, textField } from '../http.ts';
import { staffPath } from '../paths.ts';
import { routes, type Asked } from '../routes.ts';
import { Studio, type StudioOptions } from '../studio.ts';
import type { Route as StudioRoute } from '../../shared/protocol.ts';
import type { ChangeCatalogue } from '../../shared/teamProtocol.ts';
import type { Actor, Changes } from './changes.ts';
import { Refusal } from './refusal.ts';
import { showFile } from './git.ts';
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
  /** When its live frames were last asked for; 0 while it has none. */
  framed: number;
}

export interface WorkbenchOptions {
  repo: string;
  tmp: string;
  nodeModules: string;
  changes: Changes;
  /** Whether each studio starts its preview server for frames (a fixture without the app does without). */
  preview: boolean;
  keep?: number;
  /** How many of them may run a preview server at once (each takes about 650 MB). */
  framing?: number;
  /** The preview server's start, as the dev studio's (StudioOptions). */
  startPreview?: StudioOptions['startPreview'];
  /** The studio's clock, which says when an editor last typed. */
  now?: () => number;
}

const KEEP = 5;
/**
 * Live frames for two editors at a time: five preview servers would take over 3 GB. An editor who has
 * not typed for two minutes gives their place up to one who waits.
 */
const FRAMING = 2;
const FRAMES_IDLE_MS = 120_000;
/** An editor gone this long frees their frames' memory whether or not anyone waits for it. */
const FRAMES_GONE_MS = 600_000;
/** How long a catalogue waits for a preview server that is starting. */
const ORIGIN_WAIT_MS = 500;

export class Workbenches {
  private readonly open = new Map<string, Bench>();
  /** Each change's requests, one after the other: a save moves the studio's commit under the next. */
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(private readonly o: WorkbenchOptions) {}

  private now(): number {
    return (this.o.now ?? Date.now)();
  }

  /** Answers route `METHOD name` of change `id`'s studio; only its author may change anything. */
  answer(id: string, who: Actor, method: string, name: string, asked: Asked): Promise<unknown> {
    const record = this.o.changes.get(id);
    const key = `${method} ${name}`;
    if (method !== 'GET') this.o.changes.mustBeAuthor(record, who, 'edit');
    if (key !== 'POST save' && !AS_THEY_ARE.includes(key as StudioRoute))
      throw new Refusal(404, `The studio has no ${key}.`);
    void this.stopGoneFrames();
    return this.inTurn(id, async () => {
      const bench = await this.benchOf(id, await this.o.changes.head(this.o.changes.get(id)));
      if (key === 'POST save') return this.save(id, who, bench, asked);
      if (key === 'GET catalogue') return this.catalogueOf(bench);
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
  private async catalogueOf(bench: Bench): Promise<ChangeCatalogue> {
    const { studio } = bench;
    const room = this.o.preview && (await this.frame(bench));
    const origin = room
      ? await Promise.race([
          studio.previewOrigin().catch(() => ''),
          new Promise<string>((r) => setTimeout(() => r(''), ORIGIN_WAIT_MS)),
        ])
      : '';
    return {
      ...catalogue(studio.root, origin, studio.textOf),
      framesComing: this.o.preview && !origin,
      framesWaiting: this.o.preview && !room,
    };
  }

  private async stopGoneFrames(): Promise<void> {
    const now = this.now();
    for (const bench of this.open.values())
      if (bench.framed && now - bench.used > FRAMES_GONE_MS) {
        bench.framed = 0;
        await bench.studio.stopPreview();
      }
  }

  /**
   * Whether `bench` may run live frames now: it does already, or fewer than the few allowed do, or one
   * of them has been idle long enough to give up its place (its preview server is stopped).
   */
  private async frame(bench: Bench): Promise<boolean> {
    const now = this.now();
    if (!bench.framed) {
      const others = [...this.open.values()].filter((b) => b.framed && b !== bench);
      if (others.length >= (this.o.framing ?? FRAMING)) {
        const idle = others.filter((b) => now - b.used > FRAMES_IDLE_MS).sort((a, b) => a.used - b.used)[0];
        if (!idle) return false;
        idle.framed = 0;
        await idle.studio.stopPreview();
      }
    }
    bench.framed = now;
    return true;
  }

  private async save(id: string, who: Actor, bench: Bench, asked: Asked) {
    const sent = await asked.body();
    const { abs, file } = staffPath(bench.studio.root, (sent as { path?: unknown } | null)?.path);
    const text = textField(sent, 'text');
    // The form's whole file is written: over a version the editor never saw (saved as text since, or
    // in another tab), it would undo that save without a word.
    const opened = (sent as { savedText?: unknown }).savedText;
    const now = await showFile(this.o.repo, bench.head, file.file);
    if (typeof opened !== 'string' || opened !== now)
      throw new Refusal(
        409,
        `${file.file} changed on change ${id} since this form opened it, so nothing was saved. Reload the page and make the edit again.`,
      );
    const { problems, blocked } = await bench.studio.drafts.submit(file.file, text, { always: true });
    if (blocked) throw new HttpError(400, { problems });
    const saved = await this.o.changes.saveFile(id, who, file.file, text, bench.head);
    writeFileSync(abs, text);
    bench.studio.drafts.saved(file.file, text);
    bench.head = saved.commit;
    return { saved: true };
  }

  /** The change's studio at `head`: the open one, or a new one when none is open or it read another commit. */
  private async benchOf(id: string, head: string): Promise<Bench> {
    const found = this.open.get(id);
    if (found?.head === head) {
      found.used = this.now();
      return found;
    }
    if (found) {
      this.open.delete(id);
      await closeBench(found);
    }
    const tree = await exportTree(this.o.repo, head, this.o.tmp, this.o.nodeModules);
    let bench: Bench;
    try {
      const studio = new Studio({
        root: tree.dir,
        preview: this.o.preview,
        startPreview: this.o.startPreview,
      });
      bench = { studio, tree, head, used: this.now(), framed: 0 };
    } catch (err) {
      tree.remove();
      throw err;
    }
    this.open.set(id, bench);
    await this.prune();
    return bench;
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
