// The team's accounts, in users.json of the data folder: a name, its roles and its password's hash.
// The commands write it (one writer at a time, whole file or nothing); the server reads it on each
// sign-in and each request, so a removed account or a changed role counts at once.
import { join } from 'node:path';
import { readJsonFile, withLockSync, writeFileAtomic } from './files.ts';
import {
  checkPasswordRules,
  DEFAULT_COST,
  hashPassword,
  verifyPassword,
  type ScryptCost,
} from './passwords.ts';
import { Refusal } from './refusal.ts';
import { ROLES, type Role } from './roles.ts';

export interface Account {
  name: string;
  roles: Role[];
  /** scrypt hash (passwords.ts). */
  password: string;
  created: string;
  /** When the password was last set: sessions begun before it end. */
  passwordSet: string;
}

interface UsersFile {
  users: Account[];
}

/** What the studio shows of an account: never its hash. */
export type PublicAccount = Pick<Account, 'name' | 'roles' | 'created'>;

const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** A name as typed at sign-in ('  Ana ' → 'ana'): names are lower case. */
export const normaliseName = (name: string) => name.trim().toLowerCase();

export function checkName(name: string): void {
  if (!NAME.test(name))
    throw new Refusal(
      400,
      'A name has 1 to 64 lower-case letters, digits, dots, dashes or underscores, and starts with a letter or a digit.',
    );
}

export class Accounts {
  readonly file: string;
  private readonly lock: string;
  // A hash to check a password against when the name is unknown, so an unknown name takes as long as
  // a wrong password and the answer's timing does not tell them apart.
  private decoy: Promise<string> | undefined;

  constructor(
    dataDir: string,
    private readonly cost: ScryptCost = DEFAULT_COST,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(dataDir, 'users.json');
    this.lock = join(dataDir, 'locks', 'users.lock');
  }

  private read(): Account[] {
    return readJsonFile<UsersFile>(this.file, { users: [] }).users;
  }

  private write(users: Account[]): void {
    writeFileAtomic(this.file, `${JSON.stringify({ users }, null, 2)}\n`);
  }

  list(): PublicAccount[] {
    return this.read().map(({ name, roles, created }) => ({ name, roles, created }));
  }

  get(name: string): Account | undefined {
    return this.read().find((a) => a.name === name);
  }

  async add(name: string, roles: Role[], password: string): Promise<PublicAccount> {
    checkName(name);
    checkPasswordRules(password);
    const hash = await hashPassword(password, this.cost);
    return withLockSync(this.lock, () => {
      const users = this.read();
      if (users.some((a) => a.name === name))
        throw new Refusal(409, `There is already an account "${name}".`);
      const at = new Date(this.now()).toISOString();
      const account: Account = {
        name,
        roles: sortRoles(roles),
        password: hash,
        created: at,
        passwordSet: at,
      };
      this.write([...users, account]);
      return { name, roles: account.roles, created: at };
    });
  }

  remove(name: string): void {
    withLockSync(this.lock, () => {
      const users = this.read();
      if (!users.some((a) => a.name === name)) throw new Refusal(404, `There is no account "${name}".`);
      this.write(users.filter((a) => a.name !== name));
    });
  }

  async setPassword(name: string, password: string): Promise<void> {
    checkPasswordRules(password);
    if (!this.get(name)) throw new Refusal(404, `There is no account "${name}".`);
    const hash = await hashPassword(password, this.cost);
    this.update(name, (a) => ({ ...a, password: hash, passwordSet: new Date(this.now()).toISOString() }));
  }

  setRoles(name: string, roles: Role[]): void {
    this.update(name, (a) => ({ ...a, roles: sortRoles(roles) }));
  }

  private update(name: string, change: (a: Account) => Account): void {
    withLockSync(this.lock, () => {
      const users = this.read();
      const at = users.findIndex((a) => a.name === name);
      if (at < 0) throw new Refusal(404, `There is no account "${name}".`);
      users[at] = change(users[at]!);
      this.write(users);
    });
  }

  /**
   * The account whose name and password these are, or undefined: an unknown name costs a hash all
   * the same.
   */
  async verify(name: string, password: string): Promise<Account | undefined> {
    const account = this.get(name);
    if (!account) {
      this.decoy ??= hashPassword('not a password of anyone', this.cost);
      await verifyPassword(password, await this.decoy);
      return undefined;
    }
    return (await verifyPassword(password, account.password)) ? account : undefined;
  }
}

const sortRoles = (roles: Role[]) => ROLES.filter((r) => roles.includes(r));
