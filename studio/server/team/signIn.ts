// Signing in and out, and who a request's session belongs to. One answer for an unknown name and a
// wrong password; failed tries limited per name and per address; every sign-in, good or failed, in the
// audit. A session counts only while its account exists and its password is the one it signed in with.
import { normaliseName, type Accounts, type Account } from './accounts.ts';
import type { AuditLog } from './audit.ts';
import { Refusal } from './refusal.ts';
import type { Session, Sessions } from './sessions.ts';
import type { SignInThrottle } from './throttle.ts';

export const WRONG_SIGN_IN = 'That name and password do not match an account.';

export interface SignedIn {
  account: Account;
  session: Session;
}

/** What the audit keeps of a name typed at a failed sign-in: short, printable. */
const typedName = (name: string) => name.replace(/[^\x20-\x7e]/g, '?').slice(0, 64);

export class SignIn {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
  ) {}

  async signIn(typed: string, password: string, address: string): Promise<SignedIn & { token: string }> {
    const name = normaliseName(typed);
    const wait = this.throttle.wait(name, address);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      throw new Refusal(
        429,
        `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        { retryAfterSeconds: Math.ceil(wait / 1000) },
      );
    }
    const account = await this.accounts.verify(name, password);
    if (!account) {
      this.throttle.failed(name, address);
      // Whether the name exists is for the audit's readers only, never for the one signing in.
      const reason = this.accounts.get(name) ? 'wrong password' : 'unknown name';
      this.audit.append({ who: typedName(name), action: 'sign-in.failed', address, detail: { reason } });
      throw new Refusal(401, WRONG_SIGN_IN);
    }
    this.throttle.succeeded(name);
    const { token, session } = this.sessions.create(account.name, address);
    this.audit.append({ who: account.name, action: 'sign-in', address });
    return { token, account, session };
  }

  /** The signed-in account of a session token, or undefined (no session, expired, account gone). */
  who(token: string | undefined): SignedIn | undefined {
    const session = this.sessions.find(token);
    if (!session) return undefined;
    const account = this.accounts.get(session.name);
    if (!account || session.created < Date.parse(account.passwordSet)) {
      this.sessions.endAllOf(session.name);
      return undefined;
    }
    return { account, session };
  }

  signOut(signedIn: SignedIn, address: string): void {
    this.sessions.end(signedIn.session);
    this.audit.append({ who: signedIn.account.name, action: 'sign-out', address });
  }
}
