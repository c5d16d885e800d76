// `npm run studio:audit -- --verify [--data DIR]`: checks that the audit is as it was written (exit 0),
// or names the first entry that is not (exit 1). `--list` prints it.
import { parseArgs } from 'node:util';
import { AuditLog } from './audit.ts';
import { dataDirOf, isEntry, processIo, type CommandIo } from './commandLine.ts';

export const AUDIT_USAGE = `Usage: npm run studio:audit -- --verify [--data DIR]
       npm run studio:audit -- --list [--data DIR]
  --verify  checks that no entry was changed, removed or moved; exits 1 naming the first that was
  --list    prints every entry, one JSON line each`;

export function runAuditCommand(argv: string[], io: CommandIo): number {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { data: { type: 'string' }, verify: { type: 'boolean' }, list: { type: 'boolean' } },
    }));
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n${AUDIT_USAGE}\n`);
    return 2;
  }
  if (!values.verify && !values.list) {
    io.stderr.write(`${AUDIT_USAGE}\n`);
    return 2;
  }
  const log = new AuditLog(dataDirOf(values.data));
  if (values.list) for (const entry of log.entries()) io.stdout.write(`${JSON.stringify(entry)}\n`);
  if (!values.verify) return 0;
  const verdict = log.verify();
  if (!verdict.ok) {
    io.stderr.write(`The audit is not as it was written. ${verdict.reason}\n`);
    return 1;
  }
  io.stdout.write(`The audit is whole: ${verdict.count} ${verdict.count === 1 ? 'entry' : 'entries'}.\n`);
  if (verdict.note) io.stdout.write(`${verdict.note}\n`);
  return 0;
}

if (isEntry(import.meta.url)) process.exitCode = runAuditCommand(process.argv.slice(2), processIo());
