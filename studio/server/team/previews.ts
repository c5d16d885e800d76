// The before and after frames of a change under review: a commit's production build, made as a
// publish makes it (check, then build, one at a time with every other build, after any a person waits
// on), served with the sandbox on a port of its own, since the app lives at the root of its origin. A
// few stay up, the most recently looked at; the rest are stopped and their folders removed.
import { dirname } from 'node:path';
import { startServer } from '../../../tools/testing/spawnServer.ts';
import { freePort } from '../../../tools/testing/freePort.ts';
import type { FrameState, PreviewStatus } from '../../shared/teamProtocol.ts';
import { statesOf } from '../catalogue.ts';
import { checkAndBuild, type BuildTools } from './build.ts';
import { rowStates } from './rowFrames.ts';

/** Serves a built dist/ (its tree beside it) on a port; answers the port and how to stop it. */
export type PreviewHost = (dist: string, tree: string) => Promise<{ port: number; stop: () => void }>;

/** The project's own static server with its sandbox, run from the commit's tree, on `host`. */
export const sandboxHost =
  (host: string): PreviewHost =>
  async (dist, tree) => {
    const port = await freePort();
    const server = await startServer(port, dist, true, ['--host', host], tree);
    return { port, stop: server.stop };
  };

interface Ready {
  state: 'ready';
  port: number;
  tree: string;
  used: number;
  stop: () => void;
  remove: () => void;
  /** The states found for each published version and set of files. */
  states: Map<string, Promise<FrameState[]>>;
}

type Entry = { state: 'building' } | { state: 'failed'; reason: string } | Ready;

const KEEP = 4;

export class Previews {
  private readonly byCommit = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly tools: BuildTools,
    private readonly host: PreviewHost,
    private readonly keep = KEEP,
  ) {}

  /** How `commit`'s frames stand, their build started when none has been. */
  of(commit: string): PreviewStatus {
    const entry = this.byCommit.get(commit);
    if (!entry) {
      this.start(commit);
      return { state: 'building' };
    }
    if (entry.state !== 'ready') return entry;
    entry.used = Date.now();
    return { state: 'ready', port: entry.port };
  }

  /**
   * The states whose frames show what a change to `files` at `commit` touches, once its preview and
   * the published one (`published`) are ready: the rule rows it makes or changes, each in the state
   * in which it wins (written into both trees), then the gallery scenarios of every page that reads
   * the files and each such page's plain address, read from the change's tree. Found once for each
   * published preview and files: finding them reads every screen's code and asks the sandbox.
   */
  statesOf(published: string, commit: string, files: string[]): Promise<FrameState[]> {
    const before = this.byCommit.get(published);
    const entry = this.byCommit.get(commit);
    if (before?.state !== 'ready' || entry?.state !== 'ready') return Promise.resolve([]);
    // The published tree by its folder: a preview built again has none of the states written before.
    const key = JSON.stringify([before.tree, files]);
    let found = entry.states.get(key);
    if (!found) {
      found = this.findStates(before, entry, files, commit);
      entry.states.set(key, found);
      found.catch(() => entry.states.delete(key));
    }
    return found;
  }

  private async findStates(before: Ready, after: Ready, files: string[], commit: string) {
    const rows = await rowStates(before, after, files, commit.slice(0, 12));
    const seen = new Set(rows.map((s) => s.framePath));
    const gallery = files.flatMap((file) =>
      statesOf(after.tree, file, after.tree, false).flatMap((s) => {
        if (seen.has(s.framePath)) return [];
        seen.add(s.framePath);
        return [{ ...s, file }];
      }),
    );
    return [...rows, ...gallery];
  }

  close(): void {
    this.closed = true;
    for (const entry of this.byCommit.values()) if (entry.state === 'ready') stopEntry(entry);
    this.byCommit.clear();
  }

  private start(commit: string): void {
    this.byCommit.set(commit, { state: 'building' });
    this.make(commit).then(
      (entry) => {
        if (this.closed) return entry.state === 'ready' && stopEntry(entry);
        this.byCommit.set(commit, entry);
        this.prune();
      },
      (err: unknown) =>
        this.byCommit.set(commit, {
          state: 'failed',
          reason: `The frames could not be started: ${err instanceof Error ? err.message : String(err)}`,
        }),
    );
  }

  private async make(commit: string): Promise<Entry> {
    const built = await checkAndBuild(this.tools, commit, 'later');
    if (!built.ok)
      return {
        state: 'failed',
        reason:
          built.step === 'check'
            ? 'The staff check finds a mistake in this version, so it has no frames.'
            : 'The build of this version failed, so it has no frames.',
      };
    const tree = dirname(built.dist);
    try {
      const served = await this.host(built.dist, tree);
      return { state: 'ready', tree, used: Date.now(), ...served, remove: built.remove, states: new Map() };
    } catch (err) {
      built.remove();
      throw err;
    }
  }

  /** Stops the previews looked at longest ago, beyond the few kept. */
  private prune(): void {
    const ready = [...this.byCommit.entries()]
      .filter((e): e is [string, Ready] => e[1].state === 'ready')
      .sort((a, b) => b[1].used - a[1].used);
    for (const [commit, entry] of ready.slice(this.keep)) {
      stopEntry(entry);
      this.byCommit.delete(commit);
    }
  }
}

function stopEntry(entry: Ready): true {
  entry.stop();
  entry.remove();
  return true;
}
