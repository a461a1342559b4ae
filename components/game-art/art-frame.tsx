import type { ReactNode } from 'react';

/**
 * The shared frame of every piece of game art: a 4:3 canvas that fills its box, hidden from assistive
 * technology because the tile beside it names the game. Gradient ids carry the art's own prefix, so two
 * different pieces on one page never share an id.
 */
export function ArtFrame({
  id,
  from,
  to,
  className,
  children,
}: {
  id: string;
  from: string;
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 160 120"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.7" cy="0.25" r="0.7">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${id}-bg)`} />
      <rect width="160" height="120" fill={`url(#${id}-glow)`} />
      {children}
    </svg>
  );
}
