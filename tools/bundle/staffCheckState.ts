// The staff-file check as the build and the dev server run it: the build stops at a mistake, the dev
// server shows it in Vite's error overlay until it is fixed.
import type { ViteDevServer } from 'vite';
import { join } from 'node:path';
import { checkFailed, checkSchemas, mistakes, type Problem } from '../check/checkSchemas.ts';
import { isScenarioFile } from '../staff/schemaFiles.ts';

/**
 * How long the dev server looks again before it shows a mistake. An editor's save empties the file and
 * then writes it, and the watcher can report the file in between (empty: "not valid JSON") and not
 * report the write, which leaves the same modification time: the overlay would stay on a file that is
 * fine until the next save. A moment later the save is whole.
 */
const SAVE_SETTLE_MS = 150;

/** Vite's overlay payload: the first mistake's place, every mistake in the message. */
export function overlayError(problems: Problem[], base: string) {
  const first = problems[0] as Problem;
  return {
    message: checkFailed(problems),
    stack: '',
    plugin: 'lender-schemas',
    id: join(base, first.file),
    loc: { file: join(base, first.file), line: first.line, column: first.col },
  };
}

/**
 * The dev server's latest check; none until something asks after an edit. A scenario file's mistake
 * is the state gallery's to show, in place of that one frame: the pages keep working.
 */
export function staffCheckState(base: string) {
  let devProblems: Problem[] | undefined;
  const pageMistakes = (problems: Problem[]) => mistakes(problems).filter((p) => !isScenarioFile(p.file));
  const check = () => pageMistakes(checkSchemas({ root: base }));
  return {
    /** The mistakes a page opened now would meet. */
    current: () => (devProblems ??= check()),
    /** Every mistake, scenario files' too, when the build or the dev server starts. */
    atStart(): Problem[] {
      const problems = mistakes(checkSchemas({ root: base }));
      devProblems = pageMistakes(problems);
      return problems;
    },
    /** After an edit: whether a mistake stands, which is then logged and shown in the overlay. */
    async showsMistakeAfterEdit(server: ViteDevServer): Promise<boolean> {
      devProblems = check();
      if (devProblems.length) {
        await new Promise((settled) => setTimeout(settled, SAVE_SETTLE_MS));
        devProblems = check();
      }
      if (!devProblems.length) return false;
      server.config.logger.error(checkFailed(devProblems));
      server.ws.send({ type: 'error', err: overlayError(devProblems, base) });
      return true;
    },
  };
}
