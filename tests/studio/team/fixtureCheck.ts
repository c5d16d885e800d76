// The fixture repositories' stand-in for the staff check (their tools/check/command.ts): quick, with
// one rule to break (no empty text in a staff JSON file), reported in the real check's form and exit
// code. Run by the team studio in a change's tree, as the real one is.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const problems: string[] = [];
const walk = (value: unknown, file: string, pointer: string) => {
  if (typeof value === 'string' && !value.trim())
    problems.push(`${file}:1:1 #${pointer}: This text is empty.`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, file, `${pointer}/${k}`);
};
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)],
  );
const staff = (f: string) => /^schemas\/(app|messages|screens\/\w+)\.json$/.test(f);
for (const file of files('schemas').filter(staff)) walk(JSON.parse(readFileSync(file, 'utf8')), file, '');
if (problems.length) {
  console.error(`schemas/content check failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('schemas/content check: valid');
