// Bundled avatars (spec accounts-platform 3: avatar_url 1 to 12 picks one; missing gives the default).
// Drawn inline: a pet face whose ears and colours follow the number.
import { useId } from 'react';

export const AVATAR_COUNT = 12;

const PALETTES: [string, string][] = [
  ['#8a6bff', '#4f46e5'],
  ['#ff8a3d', '#ff4f7b'],
  ['#2ec5a3', '#1a7f9c'],
  ['#ffb547', '#f06a1d'],
  ['#5aa9ff', '#3552e0'],
  ['#ff6fb5', '#9b4dff'],
  ['#49d07f', '#16855b'],
  ['#ff7a59', '#c2334d'],
  ['#7c8cff', '#3b2fb8'],
  ['#3fd1e8', '#2068d8'],
  ['#f7c948', '#d9822b'],
  ['#b48cff', '#6a3fd6'],
];

/** 1..12, or 0 for the default (neutral) avatar. */
export function avatarIndex(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= AVATAR_COUNT ? n : 0;
}

export function Avatar({ value, size = 40, className }: { value?: unknown; size?: number; className?: string }) {
  const id = useId();
  const index = avatarIndex(value);
  const [from, to] = index ? PALETTES[index - 1]! : ['#a6adc2', '#6b7289'];
  const ears = index % 3;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={`avatar ${className ?? ''}`}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="14" fill={`url(#${id})`} />
      {ears === 0 && <path d="M12 20l2-10 8 6zM36 20l-2-10-8 6z" fill="#fff" fillOpacity=".92" />}
      {ears === 1 && (
        <g fill="#fff" fillOpacity=".92">
          <circle cx="14" cy="15" r="5" />
          <circle cx="34" cy="15" r="5" />
        </g>
      )}
      {ears === 2 && (
        <g fill="#fff" fillOpacity=".92">
          <ellipse cx="18" cy="11" rx="3.5" ry="8" />
          <ellipse cx="30" cy="11" rx="3.5" ry="8" />
        </g>
      )}
      <circle cx="24" cy="27" r="13" fill="#fff" fillOpacity=".95" />
      <circle cx="19.5" cy="25.5" r="2" fill={to} />
      <circle cx="28.5" cy="25.5" r="2" fill={to} />
      <path d="M21.5 31c1.5 1.4 3.5 1.4 5 0" stroke={to} strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}
