// The team studio's page: sign-in, then the changes, and for those whose roles allow them the
// releases and the audit. Where the person is lives in the address's hash, so a reload keeps it.
import { useEffect, useState } from 'react';
import type { TeamAccount } from '../../shared/teamProtocol';
import { AuditView } from './AuditView';
import { ChangeList } from './ChangeList';
import { ChangeView } from './ChangeView';
import { Releases } from './Releases';
import { SignIn } from './SignIn';
import { call, onSessionEnded, SESSION, setCsrf, TeamApiError } from './teamApi';

const readHash = () => window.location.hash.replace(/^#\/?/, '');

function useHash(): [string, (to: string) => void] {
  const [hash, setHash] = useState(readHash);
  useEffect(() => {
    const changed = () => setHash(readHash());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return [hash, (to) => (window.location.hash = `#/${to}`)];
}

/** The account of the session the browser holds, if any, and why it ended when it did. */
function useAccount() {
  const [account, setAccount] = useState<TeamAccount | null>();
  const [ended, setEnded] = useState<string>();
  useEffect(() => {
    onSessionEnded(setEnded);
    call<TeamAccount>('GET', SESSION).then(
      (a) => {
        setCsrf(a.csrf);
        setAccount(a);
      },
      (err: unknown) => {
        if (err instanceof TeamApiError && err.status === 401 && /ended/.test(err.message))
          setEnded(err.message);
        setAccount(null);
      },
    );
  }, []);
  const signedIn = (a: TeamAccount | null) => {
    if (a) setCsrf(a.csrf);
    setEnded(undefined);
    setAccount(a);
  };
  return { account, ended, signedIn };
}

function View({ hash, account, go }: { hash: string; account: TeamAccount; go: (to: string) => void }) {
  const [page, id] = hash.split('/');
  if (page === 'changes' && id) return <ChangeView id={id} account={account} go={go} />;
  if (page === 'releases' && account.can.includes('releases.read')) return <Releases account={account} />;
  if (page === 'audit' && account.can.includes('audit.read')) return <AuditView />;
  return <ChangeList account={account} go={go} />;
}

export function TeamApp() {
  const { account, ended, signedIn } = useAccount();
  const [hash, go] = useHash();
  if (account === undefined) return <p className="tm-note">Loading the studio…</p>;
  if (account === null) return <SignIn onSignedIn={signedIn} ended={ended} />;
  const signOut = () => void call('DELETE', SESSION).finally(() => signedIn(null));
  // A session that ends mid-work asks to sign in over the page, which stays as it was: nothing typed is
  // lost, and the person presses again once signed in. Someone else signing in starts from the list.
  const signedInAgain = (a: TeamAccount) => {
    if (a.name !== account.name) go('changes');
    signedIn(a);
  };
  return (
    <>
      {ended ? (
        <div className="tm-overlay" role="dialog" aria-modal="true" aria-label="Sign in again">
          <SignIn onSignedIn={signedInAgain} ended={ended} />
        </div>
      ) : null}
      <header className="tm-top" inert={Boolean(ended)}>
        <nav aria-label="Studio">
          <a href="#/changes">Changes</a>
          {account.can.includes('releases.read') ? <a href="#/releases">Releases</a> : null}
          {account.can.includes('audit.read') ? <a href="#/audit">Audit</a> : null}
        </nav>
        <span>{`${account.name} (${account.roles.join(', ')})`}</span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main className="tm-main" inert={Boolean(ended)}>
        <View hash={hash} account={account} go={go} />
      </main>
    </>
  );
}
