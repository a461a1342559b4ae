import type { ReactNode } from 'react';
import { ArtFrame } from './art-frame';

export const PROMOS = ['welcome', 'bonuses', 'tournaments', 'vip'] as const;
export type Promo = (typeof PROMOS)[number];

const COLOURS: Record<Promo, [string, string]> = {
  welcome: ['#0f5132', '#1fd66f'],
  bonuses: ['#5b1a8f', '#d6409f'],
  tournaments: ['#7a4a00', '#f5b83d'],
  vip: ['#1b1f3b', '#5b6bd6'],
};

const MOTIF: Record<Promo, ReactNode> = {
  welcome: (
    <g>
      <rect x="50" y="50" width="60" height="48" rx="4" fill="#fff" fillOpacity="0.92" />
      <rect x="44" y="38" width="72" height="16" rx="4" fill="#fff" />
      <rect x="74" y="38" width="12" height="60" fill="#e5484d" />
      <path d="M80 38c-8-16-26-14-20-4 4 6 20 4 20 4zm0 0c8-16 26-14 20-4-4 6-20 4-20 4z" fill="none" stroke="#e5484d" strokeWidth="5" />
    </g>
  ),
  bonuses: (
    <g>
      <circle cx="80" cy="62" r="38" fill="#fff" fillOpacity="0.92" />
      <circle cx="66" cy="48" r="8" fill="none" stroke="#8f1f6b" strokeWidth="6" />
      <circle cx="94" cy="76" r="8" fill="none" stroke="#8f1f6b" strokeWidth="6" />
      <path d="M98 42L62 82" stroke="#8f1f6b" strokeWidth="7" strokeLinecap="round" />
    </g>
  ),
  tournaments: (
    <g fill="#fff3b0" stroke="#7a4a00" strokeWidth="3" strokeLinejoin="round">
      <path d="M56 24h48v22c0 16-10 28-24 28S56 62 56 46z" />
      <path d="M56 32H42c0 14 6 22 16 24M104 32h14c0 14-6 22-16 24" fill="none" stroke="#fff3b0" strokeWidth="5" />
      <path d="M74 74h12v12H74zM62 86h36v10H62z" />
    </g>
  ),
  vip: (
    <g>
      <path d="M40 84l-6-46 26 20 20-30 20 30 26-20-6 46z" fill="#f5c451" stroke="#fff3b0" strokeWidth="3" strokeLinejoin="round" />
      <rect x="40" y="88" width="80" height="10" rx="3" fill="#f5c451" />
      <circle cx="80" cy="66" r="6" fill="#e5484d" />
      <circle cx="58" cy="72" r="4" fill="#5ef2c6" />
      <circle cx="102" cy="72" r="4" fill="#5ef2c6" />
    </g>
  ),
};

/** The picture of a promotion in the home carousel. */
export function PromoArt({ promo, className }: { promo: Promo; className?: string }) {
  const [from, to] = COLOURS[promo];
  return (
    <ArtFrame id={`pa-${promo}`} from={from} to={to} className={className}>
      {MOTIF[promo]}
    </ArtFrame>
  );
}
