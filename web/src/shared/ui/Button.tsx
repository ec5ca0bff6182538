// Buttons and button-looking links share one look.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const classes = (variant: Variant, size: Size, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, size, className)} {...rest} />;
}

interface ButtonLinkProps {
  href: string;
  variant?: Variant;
  size?: Size;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export function ButtonLink({ href, variant = 'primary', size = 'md', className, children, onClick }: ButtonLinkProps) {
  // In-page anchors stay plain links: the router would put them under the language prefix.
  if (href.startsWith('#')) {
    return (
      <a href={href} className={classes(variant, size, className)} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes(variant, size, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
