// A link to one of the sections (header and tab bar), styled as the current section while its
// page is shown; Home is current on "/" alone, not on every page under it.
import { NavLink, type NavLinkProps } from 'react-router';
import { cn } from '@/lib/cn';

export function SectionLink({
  to,
  className,
  activeClassName,
  inactiveClassName,
  children,
}: {
  to: string;
  /** Always applied. */
  className: string;
  activeClassName: string;
  inactiveClassName: string;
  children: NavLinkProps['children'];
}) {
  return (
    <NavLink
      to={to}
      end={to === '/'}
      className={({ isActive }) => cn(className, isActive ? activeClassName : inactiveClassName)}
    >
      {children}
    </NavLink>
  );
}
