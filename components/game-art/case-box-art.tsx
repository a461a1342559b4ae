import type { ReactElement } from 'react';
import { CASE_ART, type CaseArtStyle } from '@/lib/cases-catalog';
import { titleRandom } from './title-palette';

const EMBLEM: Record<CaseArtStyle['emblem'], (style: CaseArtStyle) => ReactElement> = {
  sprout: ({ dark }) => (
    <g fill={dark}>
      <path d="M0 8V-1" stroke={dark} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M0-1C-1-7-6-9-9-8-9-3-5 0 0-1zM0 1C1-6 6-8 9-7 9-2 5 2 0 1z" />
    </g>
  ),
  star: ({ dark }) => <path d="M0-9l2.6 5.5 6 .9-4.3 4.2 1 6L0 4.7-5.3 7.6l1-6L-8.6-2.6l6-.9z" fill={dark} />,
  seven: ({ dark }) => <path d="M-7-8h14v4L-1 9h-6l7-13h-8z" fill={dark} strokeLinejoin="round" />,
  coin: ({ dark }) => (
    <g fill="none" stroke={dark} strokeWidth="2">
      <circle r="8" />
      <path d="M0-4v8" strokeLinecap="round" />
    </g>
  ),
  diamond: ({ dark }) => (
    <g fill={dark}>
      <path d="M-9-2l4-6h10l4 6-9 11z" />
      <path d="M-9-2h18M-5-8l2 6 3-6 3 6 2-6M-3-2l3 11 3-11" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="0.9" />
    </g>
  ),
};

/** Colours for a case the catalogue gives no look, from its slug. */
function fallbackStyle(slug: string): CaseArtStyle {
  const hue = Math.floor(titleRandom(slug, 'case')() * 360);
  return { light: `hsl(${hue} 80% 70%)`, dark: `hsl(${hue} 65% 28%)`, trim: '#f5c451', shape: 'chest', emblem: 'star' };
}

const SPARKLE = 'M0-6l1.5 4.5L6 0 1.5 1.5 0 6-1.5 1.5-6 0l4.5-1.5z';

/** A case drawn in SVG in its own colours, shape and emblem (CASE_ART in lib/cases-catalog.ts); decorative. */
export function CaseBoxArt({ slug, className }: { slug: string; className?: string }) {
  const style = CASE_ART[slug] ?? fallbackStyle(slug);
  const { light, dark, trim, shape } = style;
  const id = `cb-${slug}`;
  const lid = shape === 'crate' ? 'M16 32h88v16H16z' : shape === 'chest' ? 'M18 48V36Q18 18 60 18t42 18v12z' : 'M24 40l8-26h56l8 26z';
  return (
    <svg viewBox="0 0 120 100" className={className} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="92" rx="46" ry="5" fill="#000" fillOpacity="0.3" />
      {shape === 'open' && <path d="M20 48L8 6h104L100 48z" fill={light} fillOpacity="0.25" />}
      <path d={lid} fill={shape === 'open' ? dark : `url(#${id})`} stroke={trim} strokeWidth="2.5" strokeLinejoin="round" />
      {shape === 'open' && (
        <g stroke={trim} strokeWidth="1">
          {[
            [40, 44],
            [52, 40],
            [64, 42],
            [76, 40],
            [86, 45],
            [46, 36],
            [70, 35],
            [58, 32],
          ].map(([x, y]) => (
            <ellipse key={`${x},${y}`} cx={x} cy={y} rx="7" ry="4" fill={light} />
          ))}
        </g>
      )}
      <rect x="20" y="46" width="80" height="44" rx="5" fill={`url(#${id})`} stroke={trim} strokeWidth="2.5" />
      {shape === 'crate' ? (
        <path d="M22 60h76M22 75h76M32 34v12M88 34v12" stroke={dark} strokeOpacity="0.5" strokeWidth="2" />
      ) : (
        <path d="M36 47v42M84 47v42" stroke={trim} strokeWidth="5" />
      )}
      {shape === 'chest' && <path d="M36 23v24M84 23v24" stroke={trim} strokeWidth="5" />}
      <rect x="48" y="54" width="24" height="24" rx="5" fill={trim} stroke={dark} strokeOpacity="0.4" />
      <g transform="translate(60 66)">{EMBLEM[style.emblem](style)}</g>
      {style.emblem === 'diamond' && (
        <g fill="#fff">
          <path d={SPARKLE} transform="translate(14 24)" />
          <path d={SPARKLE} transform="translate(108 30) scale(0.7)" />
          <path d={SPARKLE} transform="translate(104 10) scale(0.5)" />
        </g>
      )}
    </svg>
  );
}
