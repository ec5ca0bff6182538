// The guides' illustrations: small drawings of the app's own screens at each step (the market's cards, the buy
// dialog, purchased items with their timer, the trade in the game, the linking form, a sync, the price dialog, the
// top-up form and the provider's page), in the theme's colours. Decorative: each step says the same in words.
import type { ReactNode } from 'react';

export type GuideScene =
  | 'market'
  | 'confirm'
  | 'collect'
  | 'trade'
  | 'link'
  | 'sync'
  | 'list'
  | 'paid'
  | 'amount'
  | 'provider'
  | 'balance';

const Line = ({ x, y, w, className = 'ga-line' }: { x: number; y: number; w: number; className?: string }) => (
  <rect x={x} y={y} width={w} height={4} rx={2} className={className} />
);

const Button = ({ x, y, w, h = 12 }: { x: number; y: number; w: number; h?: number }) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx={h / 2} className="ga-primary" />
    <Line
      x={x + w / 2 - Math.min(14, w / 3)}
      y={y + h / 2 - 2}
      w={Math.min(28, (w * 2) / 3)}
      className="ga-on-primary"
    />
  </g>
);

const Card = ({ x, y, w, h, highlight }: { x: number; y: number; w: number; h: number; highlight?: boolean }) => (
  <rect x={x} y={y} width={w} height={h} rx={6} className={highlight ? 'ga-card is-highlight' : 'ga-card'} />
);

const Check = ({ x, y }: { x: number; y: number }) => (
  <g>
    <circle cx={x} cy={y} r={9} className="ga-success" />
    <path d={`M${x - 4} ${y} l3 3 l5 -6`} className="ga-check" />
  </g>
);

const Avatar = ({ x, y, r = 9, accent }: { x: number; y: number; r?: number; accent?: boolean }) => (
  <g>
    <circle cx={x} cy={y} r={r} className={accent ? 'ga-accent-soft' : 'ga-soft'} />
    <circle cx={x} cy={y - r / 4} r={r / 3} className="ga-ink" />
    <path d={`M${x - r / 1.8} ${y + r / 1.6} a${r / 1.8} ${r / 2.2} 0 0 1 ${(r / 1.8) * 2} 0`} className="ga-ink" />
  </g>
);

const SCENES: Record<GuideScene, ReactNode> = {
  market: (
    <>
      {[12, 58, 104].map((x, i) => (
        <g key={x}>
          <Card x={x} y={10} w={42} h={80} highlight={i === 1} />
          <rect x={x + 5} y={15} width={32} height={28} rx={5} className={i === 1 ? 'ga-soft' : 'ga-tile'} />
          <circle cx={x + 21} cy={29} r={8} className={i === 1 ? 'ga-accent' : 'ga-line'} />
          <Line x={x + 5} y={49} w={26} />
          <Line x={x + 5} y={57} w={18} className="ga-price" />
          {i === 1 ? (
            <Button x={x + 5} y={70} w={32} h={13} />
          ) : (
            <rect x={x + 5} y={70} width={32} height={13} rx={6.5} className="ga-tile" />
          )}
        </g>
      ))}
      <path d="M92 78 l10 4 -4 2 3 5 -2 1 -3 -5 -3 3z" className="ga-cursor" />
    </>
  ),
  confirm: (
    <>
      <Card x={22} y={6} w={116} h={88} />
      <Line x={30} y={14} w={40} className="ga-ink-line" />
      {[26, 42].map((y) => (
        <g key={y}>
          <rect x={30} y={y} width={12} height={12} rx={3} className="ga-soft" />
          <Line x={47} y={y + 2} w={40} />
          <Line x={110} y={y + 2} w={20} className="ga-price" />
        </g>
      ))}
      <rect x={30} y={60} width={100} height={1} className="ga-line" />
      <Line x={30} y={66} w={24} />
      <Line x={104} y={66} w={26} className="ga-ink-line" />
      <Button x={30} y={76} w={100} h={12} />
    </>
  ),
  collect: (
    <>
      <Card x={10} y={8} w={140} h={84} />
      <Line x={18} y={16} w={50} className="ga-ink-line" />
      <Button x={104} y={13} w={38} h={13} />
      {[34, 60].map((y) => (
        <g key={y}>
          <rect x={18} y={y} width={18} height={18} rx={4} className="ga-soft" />
          <Line x={42} y={y + 3} w={44} />
          <circle cx={46} cy={y + 13} r={3.5} className="ga-clock" />
          <path d={`M46 ${y + 11} v2 h1.5`} className="ga-clock-hand" />
          <Line x={53} y={y + 11} w={22} className="ga-warn" />
          <rect x={128} y={y + 4} width={10} height={10} rx={2} className="ga-tick" />
        </g>
      ))}
    </>
  ),
  trade: (
    <>
      <rect x={8} y={16} width={144} height={68} rx={10} className="ga-tile" />
      <Avatar x={34} y={36} r={12} />
      <Avatar x={126} y={36} r={12} accent />
      <path d="M56 32 h44 m-6 -5 l6 5 -6 5" className="ga-arrow" />
      <path d="M104 46 h-44 m6 -5 l-6 5 6 5" className="ga-arrow" />
      <rect x={22} y={56} width={24} height={20} rx={4} className="ga-card" />
      <rect x={114} y={56} width={24} height={20} rx={4} className="ga-card" />
      <circle cx={126} cy={67} r={6} className="ga-accent" />
      <path d="M126 61 q2 -4 5 -3" className="ga-leaf" />
      <rect x={28} y={61} width={12} height={10} rx={2} className="ga-soft" />
      <Check x={80} y={70} />
    </>
  ),
  link: (
    <>
      <Card x={14} y={8} w={132} h={84} />
      <Line x={22} y={17} w={56} className="ga-ink-line" />
      <Line x={22} y={28} w={36} />
      <rect x={22} y={36} width={116} height={16} rx={5} className="ga-input" />
      <circle cx={32} cy={44} r={5} className="ga-accent" />
      <circle cx={30.5} cy={42.5} r={1} className="ga-ink" />
      <circle cx={33.5} cy={45.5} r={1} className="ga-ink" />
      <Line x={42} y={42} w={80} className="ga-dots" />
      <Line x={22} y={58} w={70} />
      <Button x={22} y={70} w={60} h={14} />
    </>
  ),
  sync: (
    <>
      <Card x={10} y={8} w={140} h={84} />
      <Avatar x={28} y={26} r={10} />
      <Line x={44} y={20} w={50} className="ga-ink-line" />
      <Line x={44} y={29} w={30} />
      <circle cx={132} cy={26} r={9} className="ga-soft" />
      <path
        d="M127 24 a5.5 5.5 0 0 1 10 -1 m0 -3 v3 h-3 M137 28 a5.5 5.5 0 0 1 -10 1 m0 3 v-3 h3"
        className="ga-sync"
      />
      <rect x={18} y={44} width={124} height={6} rx={3} className="ga-tile" />
      <rect x={18} y={44} width={80} height={6} rx={3} className="ga-primary" />
      {[18, 50, 82, 114].map((x, i) => (
        <rect key={x} x={x} y={58} width={28} height={26} rx={5} className={i < 3 ? 'ga-soft' : 'ga-tile'} />
      ))}
    </>
  ),
  list: (
    <>
      <Card x={10} y={8} w={62} h={84} highlight />
      <rect x={16} y={14} width={50} height={34} rx={5} className="ga-soft" />
      <circle cx={41} cy={31} r={10} className="ga-accent" />
      <Line x={16} y={54} w={40} />
      <Button x={16} y={70} w={50} h={14} />
      <Card x={80} y={20} w={70} h={60} />
      <Line x={88} y={28} w={36} className="ga-ink-line" />
      <rect x={88} y={38} width={54} height={14} rx={4} className="ga-input" />
      <path d="M92 41 h10 l4 4 -4 4 h-10z" className="ga-accent" />
      <Line x={110} y={43} w={26} className="ga-price" />
      <Line x={88} y={60} w={30} />
      <Line x={122} y={60} w={20} className="ga-success-line" />
    </>
  ),
  paid: (
    <>
      <rect x={8} y={16} width={144} height={68} rx={10} className="ga-tile" />
      <rect x={36} y={30} width={60} height={42} rx={7} className="ga-card" />
      <rect x={36} y={30} width={60} height={12} rx={6} className="ga-soft" />
      <circle cx={84} cy={56} r={5} className="ga-primary" />
      {[0, 1, 2].map((i) => (
        <ellipse key={i} cx={118} cy={66 - i * 7} rx={14} ry={5} className="ga-coin" />
      ))}
      <Line x={104} y={28} w={30} className="ga-success-line" />
      <Check x={46} y={24} />
    </>
  ),
  amount: (
    <>
      <Card x={14} y={8} w={132} h={84} />
      <Line x={22} y={16} w={44} className="ga-ink-line" />
      <rect x={22} y={25} width={116} height={17} rx={5} className="ga-input" />
      <Line x={28} y={32} w={30} className="ga-price" />
      {[22, 62, 102].map((x, i) => (
        <rect key={x} x={x} y={49} width={36} height={16} rx={8} className={i === 0 ? 'ga-chip is-on' : 'ga-chip'} />
      ))}
      <Button x={22} y={72} w={116} h={13} />
    </>
  ),
  provider: (
    <>
      <rect x={12} y={6} width={136} height={88} rx={8} className="ga-card" />
      <rect x={12} y={6} width={136} height={14} rx={7} className="ga-tile" />
      <rect x={24} y={10} width={70} height={6} rx={3} className="ga-input" />
      <path d="M27 12.5 h4 v3 h-4z M27.8 12.5 v-1 a1.2 1.2 0 0 1 2.4 0 v1" className="ga-lock" />
      <rect x={44} y={28} width={72} height={42} rx={6} className="ga-bank-card" />
      <rect x={44} y={36} width={72} height={7} className="ga-stripe" />
      <Line x={50} y={56} w={36} className="ga-on-primary" />
      <Button x={44} y={76} w={72} h={12} />
    </>
  ),
  balance: (
    <>
      <rect x={8} y={10} width={144} height={26} rx={8} className="ga-card" />
      <Line x={16} y={21} w={26} className="ga-ink-line" />
      <rect x={92} y={15} width={54} height={16} rx={8} className="ga-soft" />
      <path d="M98 20 h8 v7 h-8z M98 22 h8" className="ga-wallet" />
      <Line x={110} y={21} w={28} className="ga-price" />
      <path d="M119 70 v-24 m-8 8 l8 -8 8 8" className="ga-up" />
      <rect x={30} y={48} width={60} height={38} rx={7} className="ga-tile" />
      <Line x={38} y={56} w={30} />
      <Line x={38} y={66} w={40} className="ga-success-line" />
      <Line x={38} y={76} w={20} />
    </>
  ),
};

export function GuideArt({ scene }: { scene: GuideScene }) {
  return (
    <svg className="guide-art" viewBox="0 0 160 100" aria-hidden="true" focusable="false" data-scene={scene}>
      <rect x={0} y={0} width={160} height={100} rx={12} className="ga-bg" />
      {SCENES[scene]}
    </svg>
  );
}
