// Shared layout of every error-like page: art, code, title, text, actions.
import type { ReactNode } from 'react';
import './errorScreen.css';

interface ErrorScreenProps {
  code?: ReactNode;
  art?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
}

export function ErrorScreen({ code, art, title, text, children, extra }: ErrorScreenProps) {
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <div className="error-screen__art" aria-hidden="true">
        {art ?? <OrbitArt />}
        {code !== undefined && <span className="error-screen__code">{code}</span>}
      </div>
      <h1 id="error-title" className="error-screen__title">
        {title}
      </h1>
      <p className="error-screen__text">{text}</p>
      {extra}
      {children && <div className="error-screen__actions">{children}</div>}
    </section>
  );
}

/** A calm, decorative orbit drawing used behind status codes. */
export function OrbitArt() {
  return (
    <svg viewBox="0 0 240 160" className="orbit-art" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="80" rx="110" ry="46" className="orbit-art__ring" />
      <ellipse cx="120" cy="80" rx="78" ry="30" className="orbit-art__ring orbit-art__ring--inner" />
      <circle cx="28" cy="62" r="7" className="orbit-art__dot" />
      <circle cx="210" cy="104" r="5" className="orbit-art__dot orbit-art__dot--accent" />
      <circle cx="168" cy="42" r="4" className="orbit-art__dot" />
    </svg>
  );
}
