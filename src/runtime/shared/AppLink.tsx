// The one way a screen links to another in-app page: the address keeps the session parameters
// (CONTRACT.md section 3), as the `navigate` action does.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router-dom';
import { withSession } from '../../platform/base/session';

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
  // One tap, one page: a double tap lands both clicks before the next render, and the second would
  // open the page again, with its opening request a second time.
  const going = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    going.current = false;
  }, [key]);
  return (
    <Link
      to={session ? withSession(to) : to}
      onClick={(e) => {
        onClick?.(e);
        if (going.current) e.preventDefault();
        else if (!e.defaultPrevented && routedClick(e)) going.current = true;
      }}
      {...rest}
    />
  );
}
