// The one way a screen links to another in-app page: the address keeps the session parameters
// (CONTRACT.md section 3), as the `navigate` action does, and a double tap opens it once, as it does.
import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { withSession } from '../../platform/base/session';
import { useFirstLeave } from './navigation';

/** A click the router takes (React Router follows the same rule): no other button, no modifier key. */
const routedClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

export function AppLink({
  to,
  session = true,
  onClick,
  ...rest
}: Omit<LinkProps, 'to'> & {
  to: string;
  /** False until a prerendered page is hydrated, so the first render matches its HTML. */
  session?: boolean;
}) {
  const firstLeave = useFirstLeave();
  return (
    <Link
      to={session ? withSession(to) : to}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented && routedClick(e) && !firstLeave()) e.preventDefault();
      }}
      {...rest}
    />
  );
}
