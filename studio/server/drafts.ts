// The draft pipeline: a keystroke's draft is checked on the check copy with the same check as
// `npm run check:schemas`, and written into the preview copy only when it brings no mistake, so the
// frames keep the last good version while the mistake shows beside its field. Drafts are taken one
// at a time; a draft overtaken by a newer one of the same file while it waited is not checked at all,
// and none ever overwrites a newer one (last one wins).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSchemas, type Problem as CheckProblem } from '../../tools/check/checkSchemas.ts';
import type { DraftAnswer, Problem } from '../shared/protocol.ts';
import { writeInto } from './copies.ts';

export interface DraftResult extends DraftAnswer {
  /** Whether the draft has a mistake of its own (in its file, or one it brings into another). */
  blocked: boolean;
}

const asApi = ({ col, ...p }: CheckProblem): Problem => ({ ...p, column: col });

const sameProblem = (a: Problem, b: Problem) =>
  a.file === b.file && a.pointer === b.pointer && a.reason === b.reason;

export interface DraftOptions {
  checkCopy: string;
  /** The preview copy, or undefined while there is none (the drafts are checked all the same). */
  previewCopy: () => string | undefined;
  /**
   * Told of each file written into the preview copy: the preview server is, rather than finding it
   * by watching, as a watcher passes over a second write within 50 ms of the first (chokidar's
   * throttle) and the frames would keep a keystroke's draft that was overtaken at once.
   */
  previewWritten?: (file: string) => void;
  /** The check; the real one unless a test measures around it. */
  check?: (root: string) => CheckProblem[];
}

export class Drafts {
  /** The latest draft of each file, by its path from the root. */
  private readonly latest = new Map<string, { text: string; seq: number }>();
  private seq = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** The answer to the latest draft of each file, which the drafts it overtook answer with. */
  private readonly running = new Map<string, Promise<DraftResult>>();
  private lastProblems: Problem[] | undefined;

  constructor(private readonly options: DraftOptions) {}

  private check(): Problem[] {
    const run = this.options.check ?? ((root: string) => checkSchemas({ root }));
    this.lastProblems = run(this.options.checkCopy).map(asApi);
    return this.lastProblems;
  }

  /** The problems of the current drafts (the check runs once if nothing ran yet). */
  problems(): Problem[] {
    return this.lastProblems ?? this.check();
  }

  /** The current draft of a file, or undefined when it has none. */
  draftOf(file: string): string | undefined {
    return this.latest.get(file)?.text;
  }

  /** The files with a draft. */
  files(): string[] {
    return [...this.latest.keys()];
  }

  /**
   * Takes a draft of `file`; resolves when it is checked and, if it has no mistake, in the preview.
   * A draft overtaken before its turn answers with the newer draft's problems, unchecked itself.
   */
  submit(file: string, text: string, options: { always?: boolean } = {}): Promise<DraftResult> {
    const seq = ++this.seq;
    this.latest.set(file, { text, seq });
    const run = this.queue.then(() => this.take(file, text, seq, options.always ?? false));
    this.queue = run.catch(() => undefined);
    const answer = run.then(async (result) => {
      if (result) return result;
      const newer = await this.running.get(file);
      return { problems: newer?.problems ?? this.lastProblems ?? [], previewUpdated: false, blocked: false };
    });
    this.running.set(file, answer);
    return answer;
  }

  /** `always`: check it even when overtaken (a save must know whether its own text has a mistake). */
  private take(file: string, text: string, seq: number, always: boolean): DraftResult | undefined {
    // Overtaken while waiting: the newer draft's own turn checks the file as it now is.
    if (!always && this.latest.get(file)?.seq !== seq) return undefined;
    // What the drafts so far bring (checked once, when the studio opens a file, if not yet).
    const before = this.problems();
    writeInto(this.options.checkCopy, file, text);
    const problems = this.check();
    // Blocked by a mistake in this file, or by one it brings into another (a text app.json no longer
    // has); mistakes other drafts had already do not hold this one back.
    const blocked = problems
      .filter((p) => p.severity !== 'warning')
      .some((p) => p.file === file || !before.some((b) => sameProblem(b, p)));
    const preview = this.options.previewCopy();
    // Still the latest: the check is synchronous, so no newer draft of this file was taken meanwhile.
    if (blocked || !preview || this.latest.get(file)?.seq !== seq)
      return { problems, previewUpdated: false, blocked };
    const target = join(preview, file);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) this.writePreview(preview, file, text);
    return { problems, previewUpdated: true, blocked };
  }

  /** A file saved as `text`: the copies hold it, and it is a draft no more. */
  saved(file: string, text: string): void {
    this.latest.delete(file);
    writeInto(this.options.checkCopy, file, text);
    const preview = this.options.previewCopy();
    if (preview) this.writePreview(preview, file, text);
  }

  private writePreview(preview: string, file: string, text: string): void {
    writeInto(preview, file, text);
    this.options.previewWritten?.(file);
  }
}
