// A list or a page that failed to load: a warning icon, a title, a text and (children) a way to try again.
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import './errorState.css';

interface ErrorStateProps {
  title: ReactNode;
  text: ReactNode;
  /** The heading's level in the page (h1 when the whole page failed). */
  heading?: 'h1' | 'h2' | 'h3';
  className?: string;
  children?: ReactNode;
}

export function ErrorState({ title, text, heading: Heading = 'h3', className, children }: ErrorStateProps) {
  return (
    <div className={`market-state${className ? ` ${className}` : ''}`} role="alert">
      <Icon name="warning" size={40} className="market-state__icon" />
      <Heading className="market-state__title">{title}</Heading>
      <p className="market-state__text">{text}</p>
      {children}
    </div>
  );
}
