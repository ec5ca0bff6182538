// Inline SVG icons (24px grid, stroke-based). Decorative by default: the control carries the label.
import type { SVGProps } from 'react';

const PATHS = {
  market: 'M3 9l1.5-5h15L21 9M3 9h18M3 9v1a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0V9M5 13v7h14v-7M10 20v-4h4v4',
  trade: 'M7 4L3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7',
  inventory: 'M4 7l8-4 8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10',
  blog: 'M5 4h11l3 3v13H5V4zM8 9h8M8 13h8M8 17h5',
  robux: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM12 8l4 2.25v4.5L12 17l-4-2.25v-4.5L12 8z',
  support: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.5M12 17h.01',
  cashout: 'M3 7h18v12H3V7zM3 11h18M7 15h3M16 4l2 3M8 4L6 7',
  promo: 'M4 8V5h16v3a2 2 0 000 4v7H4v-7a2 2 0 000-4zM10 5v14',
  sun: 'M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  system: 'M3 4h18v12H3V4zM8 20h8M12 16v4',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  chevronDown: 'M6 9l6 6 6-6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  check: 'M5 12l5 5 9-10',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7h.01',
  success: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12l3 3 5-6',
  warning: 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
  error: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6',
  reload: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  tools: 'M9.5 4h5l4.5 15H5L9.5 4zM7.6 11h8.8M6.4 15h11.2M3 20h18',
  dot: 'M12 13a1 1 0 100-2 1 1 0 000 2z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.7 10.7 0 0112 5c6.4 0 10 7 10 7a17.6 17.6 0 01-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.9 9.9 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  history: 'M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.8L3 8M3 3v5h5M12 7v5l4 2',
  chat: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12zM8.5 12h.01M12 12h.01M15.5 12h.01',
  help: 'M4 5h16v11H9l-5 4V5zM10 9a2 2 0 113 1.7c-.6.4-1 .8-1 1.3M12 14h.01',
  lock: 'M6 11h12v10H6V11zM8.5 11V7.5a3.5 3.5 0 017 0V11M12 15v2',
  copy: 'M9 9h11v11H9V9zM5 15H4V4h11v1',
  bell: 'M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0',
  gift: 'M4 11h16v10H4V11zM3 7h18v4H3V7zM12 7v14M12 7S10.5 3 8 3a2 2 0 000 4h4zm0 0s1.5-4 4-4a2 2 0 010 4h-4z',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 01-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 010-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 014 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 010 4h-.1a1.7 1.7 0 00-1.5 1z',
  link: 'M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1.2-1.2',
  tag: 'M3 12V4h8l10 10-8 7L3 12zM7.5 8.5h.01',
  cart: 'M3 4h2.2l2.2 10.6a2 2 0 002 1.6h7.4a2 2 0 001.9-1.4L21 8H6.1M10 20.5h.01M17 20.5h.01',
  cartAdd:
    'M3 4h2.2l2.2 10.6a2 2 0 002 1.6h7.4a2 2 0 001.9-1.4L21 8H6.1M10 20.5h.01M17 20.5h.01M13.5 9.5v4M11.5 11.5h4',
  wallet: 'M4 7.5A2.5 2.5 0 016.5 5H18v3M4 7.5V18a2 2 0 002 2h14V8H6.5A2.5 2.5 0 014 7.5zM16.5 14h.01',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  bag: 'M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 016 0v2',
  collect: 'M12 3v11M7.5 9.5L12 14l4.5-4.5M4 14v6h16v-6',
  card: 'M3 6h18v12H3V6zM3 10h18M7 15h4',
  phone: 'M8 3h8a1 1 0 011 1v16a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zM11 18h2',
  coin: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9 9.5c0-1 1.2-1.8 3-1.8s3 .8 3 1.8-1.2 1.6-3 1.9-3 .9-3 2 1.2 1.9 3 1.9 3-.8 3-1.9M12 6v1.7M12 16.3V18',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z',
  gamepad:
    'M6 8h12a4 4 0 014 4v2a3 3 0 01-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 012 14v-2a4 4 0 014-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01',
  chart: 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6',
  trendUp: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  repeat: 'M17 2l4 4-4 4M3 11V9a3 3 0 013-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 01-3 3H3',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
