// The sign-in form: name and password; the server's one sentence for any refusal.
import { useState, type FormEvent } from 'react';
import type { TeamAccount } from '../../shared/teamProtocol';
import { Refused } from './Refused';
import { call, SESSION } from './teamApi';
import { useAction } from './useAction';

export function SignIn({ onSignedIn, ended }: { onSignedIn: (a: TeamAccount) => void; ended?: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => onSignedIn(await call<TeamAccount>('POST', SESSION, { name, password })));
  };
  return (
    <form className="tm-card tm-signin" onSubmit={submit}>
      <h1>Sign in to the studio</h1>
      {ended ? <p className="tm-note">{ended}</p> : null}
      <label>
        Name
        <input value={name} autoComplete="username" onChange={(e) => setName(e.target.value)} required />
      </label>
      <label>
        Password
        <input
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <Refused error={error} />
    </form>
  );
}
