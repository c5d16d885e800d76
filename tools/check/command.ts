// `npm run check:schemas`, also the first step of `npm run build`. The check's own modules import
// schemas/developer.json as code (through src/config/developer.ts and the endpoint catalogue), so a
// slip in that file would stop them with the bundler's stack trace before the check could say where
// it is. It is read as JSON first, by modules that import no file of the app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceFile } from './common.ts';
import { jsonSyntaxError } from './jsonSyntax.ts';
import { checkFailed } from './report.ts';

const DEVELOPER = 'schemas/developer.json';
const source = new SourceFile(
  DEVELOPER,
  readFileSync(join(import.meta.dirname, '..', '..', DEVELOPER), 'utf8'),
);
const slip = source.errors[0];
if (slip) {
  const { reason, offset } = jsonSyntaxError(source.text, slip);
  console.error(checkFailed([{ file: DEVELOPER, ...source.position(offset), pointer: '', reason }]));
  process.exit(1);
}
const { runCheckCommand } = await import('./checkSchemas.ts');
runCheckCommand();
