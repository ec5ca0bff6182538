// Decorative hero illustration: a glowing item card with pets, eggs and gems orbiting it.
import { useId } from 'react';

export function HeroArt({ label }: { label: string }) {
  const id = useId();
  const g = (name: string) => `${id}-${name}`;
  return (
    <svg className="hero-art" viewBox="0 0 420 360" role="img" aria-label={label} focusable="false">
      <defs>
        <linearGradient id={g('card')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-1)" />
          <stop offset="1" stopColor="var(--brand-2)" />
        </linearGradient>
        <linearGradient id={g('egg')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#ff9f43" />
        </linearGradient>
        <linearGradient id={g('gem')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7ef0d0" />
          <stop offset="1" stopColor="#1bb8a6" />
        </linearGradient>
        <radialGradient id={g('glow')}>
          <stop offset="0" stopColor="var(--brand-1)" stopOpacity=".45" />
          <stop offset="1" stopColor="var(--brand-1)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="210" cy="180" r="170" fill={`url(#${g('glow')})`} />
      <ellipse cx="210" cy="180" rx="185" ry="70" className="hero-art__orbit" transform="rotate(-14 210 180)" />
      {/* Item card */}
      <g transform="rotate(-6 210 175)">
        <rect x="130" y="70" width="160" height="210" rx="26" fill={`url(#${g('card')})`} />
        <rect x="146" y="86" width="128" height="120" rx="18" fill="#fff" fillOpacity=".16" />
        {/* Paw */}
        <g fill="#fff">
          <ellipse cx="210" cy="160" rx="26" ry="21" />
          <ellipse cx="178" cy="128" rx="9" ry="12" />
          <ellipse cx="198" cy="112" rx="9" ry="12" />
          <ellipse cx="222" cy="112" rx="9" ry="12" />
          <ellipse cx="242" cy="128" rx="9" ry="12" />
        </g>
        <rect x="146" y="220" width="88" height="12" rx="6" fill="#fff" fillOpacity=".85" />
        <rect x="146" y="242" width="56" height="10" rx="5" fill="#fff" fillOpacity=".5" />
        <rect x="232" y="236" width="42" height="24" rx="12" fill="#fff" />
        <path
          d="M245 248l5 5 9-10"
          stroke="var(--brand-2)"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      {/* Egg */}
      <g transform="translate(52 196) rotate(-12)">
        <path d="M34 0c19 0 34 28 34 54a34 34 0 01-68 0C0 28 15 0 34 0z" fill={`url(#${g('egg')})`} />
        <path
          d="M6 48l12 8 14-8 14 8 14-8"
          stroke="#fff"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      {/* Gem */}
      <g transform="translate(318 58)">
        <path d="M0 22L16 2h32l16 20-32 40L0 22z" fill={`url(#${g('gem')})`} />
        <path d="M0 22h64M16 2l16 20 16-20M32 22v40" stroke="#fff" strokeOpacity=".7" strokeWidth="2" fill="none" />
      </g>
      {/* Knife */}
      <g transform="translate(322 214) rotate(35)">
        <path d="M0 0l12-8 50 4-50 12L0 0z" fill="#c9d2e3" />
        <rect x="-30" y="-7" width="32" height="14" rx="5" fill="#5a3e2b" />
      </g>
      {/* Sparkles */}
      <path d="M84 86l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#ffd166" />
      <path d="M360 300l3.5 8 8 3.5-8 3.5-3.5 8-3.5-8-8-3.5 8-3.5z" fill="var(--brand-1)" />
      <circle cx="112" cy="300" r="6" fill="var(--accent)" />
      <circle cx="300" cy="36" r="4" fill="#ffd166" />
    </svg>
  );
}
