// The fixture repositories' stand-in for the staff check (their tools/check/command.ts): quick, with
// one rule to break (no empty text in a staff JSON file), reported in the real check's form and exit
// code. Run by the team studio in a change's tree, as the real one is, when a suite's studio runs in a
// process of its own; the others run it in their own process (inProcessCheck.ts). Node's modules only:
// it is copied into each fixture repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The mistakes of the staff files under `root`, each a line as the real check prints it. */
export function fixtureProblems(root: string): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, file: string, pointer: string) => {
    if (typeof value === 'string' && !value.trim())
      problems.push(`${file}:1:1 #${pointer}: This text is empty.`);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, file, `${pointer}/${k}`);
  };
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) =>
      statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [relative(root, join(dir, f))],
    );
  const staff = (f: string) => /^schemas\/(app|messages|screens\/\w+)\.json$/.test(f);
  for (const file of files(join(root, 'schemas')).filter(staff))
    walk(JSON.parse(readFileSync(join(root, file), 'utf8')), file, '');
  return problems;
}

/** What the check prints for those mistakes, and whether it passes. */
export function fixtureReport(root: string): { ok: boolean; output: string } {
  const problems = fixtureProblems(root);
  return problems.length
    ? { ok: false, output: `schemas/content check failed:\n${problems.join('\n')}` }
    : { ok: true, output: 'schemas/content check: valid' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok, output } = fixtureReport(process.cwd());
  (ok ? console.log : console.error)(output);
  process.exitCode = ok ? 0 : 1;
}
