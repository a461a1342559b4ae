import { ArtFrame } from './art-frame';

/** Coinflip: a gold coin on its edge of turning, with a star on its face. */
export function CoinflipArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-coinflip" from="#6b3a00" to="#f0a020" className={className}>
      <defs>
        <linearGradient id="ga-coinflip-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.5" stopColor="#ffc83d" />
          <stop offset="1" stopColor="#d98a00" />
        </linearGradient>
      </defs>
      <ellipse cx="84" cy="64" rx="36" ry="40" fill="#8a5200" />
      <ellipse cx="78" cy="60" rx="36" ry="40" fill="url(#ga-coinflip-face)" />
      <ellipse cx="78" cy="60" rx="27" ry="30" fill="none" stroke="#a86500" strokeWidth="3" />
      <path d="M78 40l5.9 12 13.2 1.9-9.5 9.3 2.2 13.1L78 70.1l-11.8 6.2 2.2-13.1-9.5-9.3 13.2-1.9z" fill="#a86500" />
      <path
        d="M128 26c6 4 9 10 9 17M132 18c9 6 13 15 13 25"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.7"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </ArtFrame>
  );
}
