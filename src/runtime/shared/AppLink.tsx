// The one way a screen links to another in-app page: the address keeps the session parameters
// (CONTRACT.md section 3), as the `navigate` action does.
import { Link, type LinkProps } from 'react-router-dom';
import { withSession } from '../../platform/base/session';

export function AppLink({
  to,
  session = true,
  ...rest
}: Omit<LinkProps, 'to'> & {
  to: string;
  /** False until a prerendered page is hydrated, so the first render matches its HTML. */
  session?: boolean;
}) {
  return <Link to={session ? withSession(to) : to} {...rest} />;
}
