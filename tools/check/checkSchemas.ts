// Checks every staff-edited file before it can reach a user: `npm test`, `npm run build` and the dev
// server all run it. Each mistake is reported as `file:line:col #/json/pointer: sentence`, in words a
// member of the product staff understands, with "did you mean …" when a near name exists.
//
// Beyond each file's meta-schema it follows the cross-references: actions a button names, bridge
// handlers, form fields, error messages, images under public/, {placeholders}, rules that can never
// match, regular expressions, content files the screens show, and each screen's own contract
// (schemas/meta/screens/<screen>.schema.json: the closed set of texts, limits, messages and data keys
// the screen's code reads).
import { join } from 'node:path';
import { flattenConfig } from '../staff/contentCompiler.ts';
import {
  contentFiles,
  dataFiles,
  isScenarioFile,
  root as projectRoot,
  scenarioDataFiles,
} from '../staff/schemaFiles.ts';
import { pointerOf } from '../staff/json.ts';
import type { Problem, Report } from './common.ts';
import { checkContent } from './content.ts';
import { contractValidators } from './contract.ts';
import type { Project, StaffFile } from './fileKind.ts';
import { imageExistsIn } from './images.ts';
import { kindOf } from './kinds/index.ts';
import { plain } from './plainWords.ts';
import { readStaffFiles } from './readFiles.ts';
import { checkFailed, formatProblem, formatProblems, mistakes, warnings } from './report.ts';
import { checkScenarios } from './scenarios.ts';

export { didYouMean, editDistance, type Problem } from './common.ts';
export { checkFailed, formatProblem, formatProblems, mistakes, warnings } from './report.ts';
export { plain } from './plainWords.ts';
export { actionTypes } from './actionTypes.ts';
export { contentUses } from './content.ts';

export interface CheckOptions {
  /** The project root whose schemas/, content/ and public/ are checked (a copy, in the tests). */
  root?: string;
  /** Where the screens' code lives, to find the content files they show. */
  srcDir?: string;
}

export function checkSchemas(options: CheckOptions = {}): Problem[] {
  const base = options.root ?? projectRoot;
  const srcDir = options.srcDir ?? join(projectRoot, 'src');
  const problems: Problem[] = [];
  const files = [...dataFiles(base), ...scenarioDataFiles(base)];
  const read = readStaffFiles(files, base, problems);

  // A staff file that is not JSON is all there is to say until it is fixed: every check after this
  // one reads those files together (app.json's values fill every screen's texts), and would only
  // repeat the slip in other files' words. Scenario files stand alone, each checked on its own.
  if (files.some((f) => !read.has(f.rel) && !isScenarioFile(f.rel))) return problems;

  const project = projectOf(base, srcDir, read);
  for (const staff of read.values())
    kindOf(staff.file.meta).withProject(staff, project, reporter(staff, problems));
  problems.push(...checkScenarios(base, plain, srcDir));
  problems.push(...checkContent(project, read));
  return unique(problems);
}

function projectOf(base: string, srcDir: string, read: Map<string, StaffFile>): Project {
  const app = [...read.values()].find((s) => s.file.rel.endsWith('app.json'))?.data;
  const publicDir = join(base, 'public');
  return {
    base,
    srcDir,
    app,
    config: flattenConfig(app ?? {}),
    publicDir,
    imageExists: imageExistsIn(publicDir),
    contractValidator: contractValidators(base),
  };
}

/** Reports a problem at a path of one file. */
const reporter =
  ({ file, source }: StaffFile, problems: Problem[]): Report =>
  (path, reason, severity) =>
    problems.push({
      file: file.rel,
      ...source.at(pointerOf(path)),
      pointer: pointerOf(path),
      reason,
      ...(severity ? { severity } : {}),
    });

/** A problem two checks find is said once. */
function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `npm run check:schemas` once tools/check/command.ts has found developer.json readable. */
export function runCheckCommand(): void {
  const all = checkSchemas();
  if (warnings(all).length)
    console.warn(`schemas/content check: worth a second look\n${formatProblems(warnings(all))}`);
  if (mistakes(all).length) {
    console.error(checkFailed(mistakes(all)));
    process.exit(1);
  }
  console.log(
    `schemas/content check: ${dataFiles().length} schema files and ${contentFiles().length} content files are valid`,
  );
}
