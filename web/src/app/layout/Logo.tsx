// Brand mark: a faceted gem in a rounded tile. Inline so nothing is fetched.
import { useId } from 'react';

export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-1)" />
          <stop offset="1" stopColor="var(--brand-2)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${id})`} />
      <path d="M9 13l3.5-4.5h7L23 13l-7 10.5L9 13z" fill="#fff" fillOpacity=".95" />
      <path
        d="M9 13h14M12.5 8.5L16 13l3.5-4.5M16 13v10.5"
        stroke="var(--brand-2)"
        strokeWidth="1.2"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
