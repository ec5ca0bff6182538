// A router link that marks the current page with aria-current.
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';

interface NavLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  label?: string;
}

export function NavLink({ href, className, children, label }: NavLinkProps) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      className={`${className}${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
