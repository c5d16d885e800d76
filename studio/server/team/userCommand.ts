// `npm run studio:user -- <add|remove|list|passwd|roles> [NAME] [--role a,b] [--data DIR]`: the team's
// accounts. A password comes from standard input (piped, or typed at a prompt that hides it).
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { Accounts } from './accounts.ts';
import { AuditLog } from './audit.ts';
import { dataDirOf, isEntry, processIo, type CommandIo } from './commandLine.ts';
import { ensureDir } from './files.ts';
import { readPassword } from './passwordInput.ts';
import type { ScryptCost } from './passwords.ts';
import { Refusal } from './refusal.ts';
import { parseRoles, ROLES } from './roles.ts';

export const USER_USAGE = `Usage: npm run studio:user -- <command> [--data DIR]
  add NAME --role ROLE[,ROLE]   a new account; its password is read from standard input
  passwd NAME                   a new password for NAME, read from standard input
  roles NAME --role ROLE[,ROLE] NAME's roles, instead of the ones it has
  remove NAME                   removes the account
  list                          every account and its roles
Roles: ${ROLES.join(', ')}.`;

export interface UserCommandOptions {
  /** A lower scrypt cost, for tests only. */
  cost?: ScryptCost;
}

/** Runs the command; answers its exit code (0 done, 1 refused, 2 not understood). */
export async function runUserCommand(
  argv: string[],
  io: CommandIo,
  options: UserCommandOptions = {},
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { data: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n${USER_USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, name, ...extra] = positionals;
  const needsName = command !== 'list';
  if (values.help || !command || (needsName && !name) || extra.length || (!needsName && name)) {
    io.stderr.write(`${USER_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const dataDir = dataDirOf(values.data);
  ensureDir(dataDir);
  const accounts = new Accounts(dataDir, options.cost);
  const audit = new AuditLog(dataDir);
  // Who acts at a command is the system account that runs it.
  const record = (action: string, detail: Record<string, unknown>) =>
    audit.append({ who: `cli:${userInfo().username}`, action, detail: { account: name, ...detail } });
  try {
    switch (command) {
      case 'add': {
        if (!values.role) throw new Refusal(400, 'Say which roles the account has: --role editor,reviewer.');
        const roles = parseRoles(values.role);
        const account = await accounts.add(name!, roles, await readPassword(io));
        record('user.add', { roles: account.roles });
        io.stdout.write(`Added ${account.name} (${account.roles.join(', ')}).\n`);
        break;
      }
      case 'passwd':
        await accounts.setPassword(name!, await readPassword(io));
        record('user.password', {});
        io.stdout.write(`The password of ${name} is changed; their sessions have ended.\n`);
        break;
      case 'roles': {
        if (!values.role) throw new Refusal(400, 'Say which roles the account has: --role editor,reviewer.');
        const roles = parseRoles(values.role);
        accounts.setRoles(name!, roles);
        record('user.roles', { roles });
        io.stdout.write(`${name} now has the roles ${roles.join(', ')}.\n`);
        break;
      }
      case 'remove':
        accounts.remove(name!);
        record('user.remove', {});
        io.stdout.write(`Removed ${name}; their sessions have ended.\n`);
        break;
      case 'list': {
        const all = accounts.list();
        if (!all.length) io.stdout.write('No accounts yet.\n');
        for (const a of all) io.stdout.write(`${a.name}\t${a.roles.join(',')}\n`);
        break;
      }
      default:
        io.stderr.write(`There is no command "${command}".\n${USER_USAGE}\n`);
        return 2;
    }
    return 0;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    io.stderr.write(`${err.message}\n`);
    return 1;
  }
}

if (isEntry(import.meta.url)) process.exitCode = await runUserCommand(process.argv.slice(2), processIo());
