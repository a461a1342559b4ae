import type { ReactElement } from 'react';

/** Reel symbols, each drawn about the origin within 24 x 24 units; the caller places and scales them. */
export const SLOT_SYMBOLS = [
  'cherry',
  'lemon',
  'seven',
  'bell',
  'gem',
  'star',
  'clover',
  'crown',
  'grapes',
  'heart',
  'coin',
  'melon',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const SHINE = { fill: '#fff', fillOpacity: 0.7 };

const DRAW: Record<SlotSymbol, (tone: string) => ReactElement> = {
  cherry: () => (
    <g>
      <path d="M1-11C1-4-4 0-7 4M1-11C3-4 5 0 6 5" fill="none" stroke="#2f9e44" strokeWidth="2" strokeLinecap="round" />
      <path d="M1-11c4-3 9-2 11 1-4 1-8 1-11-1z" fill="#40c057" />
      <circle cx="-7" cy="5" r="6" fill="#e03131" />
      <circle cx="6" cy="6" r="6" fill="#c92a2a" />
      <circle cx="-9" cy="3" r="1.6" {...SHINE} />
      <circle cx="4" cy="4" r="1.6" {...SHINE} />
    </g>
  ),
  lemon: () => (
    <g transform="rotate(-20)">
      <path d="M-13 0c3-8 9-9 13-9s10 1 13 9c-3 8-9 9-13 9s-10-1-13-9z" fill="#fcc419" stroke="#e67700" strokeWidth="1.2" />
      <ellipse cx="-3" cy="-4" rx="5" ry="2" {...SHINE} />
    </g>
  ),
  seven: () => <path d="M-9-11h19v5L0 11h-8l9-16h-10z" fill="#e03131" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />,
  bell: () => (
    <g>
      <path
        d="M0-11c-6 0-8 5-8 10v4l-3 5h22l-3-5v-4c0-5-2-10-8-10z"
        fill="#fcc419"
        stroke="#b35c00"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <circle cy="10" r="2.6" fill="#b35c00" />
      <path d="M-4-6c-1 2-1 5-1 8" stroke="#fff" strokeOpacity="0.7" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </g>
  ),
  gem: (tone) => (
    <g>
      <path d="M-12-4l5-7h14l5 7-12 15z" fill={tone} stroke="#fff" strokeOpacity="0.8" strokeWidth="1" strokeLinejoin="round" />
      <path d="M-12-4h24M-7-11l3 7 4-7 4 7 3-7M-4-4l4 15 4-15" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="1" />
    </g>
  ),
  star: () => (
    <path
      d="M0-12l3.5 7.3 8 1.1-5.8 5.6 1.4 8L0 6.2-7.1 10l1.4-8-5.8-5.6 8-1.1z"
      fill="#ffd43b"
      stroke="#fff"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  ),
  clover: () => (
    <g fill="#37b24d">
      <circle cx="-5" cy="-5" r="5.5" />
      <circle cx="5" cy="-5" r="5.5" />
      <circle cx="-5" cy="5" r="5.5" />
      <circle cx="5" cy="5" r="5.5" />
      <path d="M0 2q2 7 6 10" fill="none" stroke="#2b8a3e" strokeWidth="2.2" strokeLinecap="round" />
    </g>
  ),
  crown: () => (
    <g>
      <path d="M-12 8l-2-15 7 6 7-10 7 10 7-6-2 15z" fill="#fcc419" stroke="#b35c00" strokeWidth="1.2" strokeLinejoin="round" />
      <circle cx="0" cy="2" r="2.5" fill="#e03131" />
    </g>
  ),
  grapes: () => (
    <g fill="#9c36b5">
      {[
        [-6, -5],
        [0, -6],
        [6, -5],
        [-3, 1],
        [3, 1],
        [0, 7],
      ].map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="4.2" stroke="#5f1f73" strokeWidth="0.8" />
      ))}
      <path d="M0-10l2-3" stroke="#2f9e44" strokeWidth="2" strokeLinecap="round" />
    </g>
  ),
  heart: (tone) => <path d="M0 10C-14 0-10-12 0-5 10-12 14 0 0 10z" fill={tone} stroke="#fff" strokeWidth="1.2" strokeLinejoin="round" />,
  coin: () => (
    <g>
      <circle r="11" fill="#fab005" stroke="#b35c00" strokeWidth="1.2" />
      <circle r="7.5" fill="none" stroke="#b35c00" strokeWidth="1.2" />
      <path d="M-2-4h4v8h-4z" fill="#b35c00" />
    </g>
  ),
  melon: () => (
    <g>
      <path d="M-12-3a12 12 0 0 0 24 0z" fill="#2f9e44" />
      <path d="M-10-3a10 10 0 0 0 20 0z" fill="#ff6b6b" />
      <g fill="#212529">
        <circle cx="-4" cy="1" r="1" />
        <circle cx="0" cy="3" r="1" />
        <circle cx="4" cy="1" r="1" />
      </g>
    </g>
  ),
};

/** One reel symbol at (x, y), `size` times its drawn size; `tone` colours the gem and the heart. */
export function SlotSymbolArt({
  symbol,
  x,
  y,
  size = 1,
  tone = '#4dabf7',
  rotate = 0,
}: {
  symbol: SlotSymbol;
  x: number;
  y: number;
  size?: number;
  tone?: string;
  rotate?: number;
}) {
  return <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${size})`}>{DRAW[symbol](tone)}</g>;
}
