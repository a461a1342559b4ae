import { ArtFrame } from './art-frame';

/** Crash: a multiplier curve climbing steeply to a burst. */
export function CrashArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-crash" from="#3b1d8f" to="#c2185b" className={className}>
      <defs>
        <linearGradient id="ga-crash-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd166" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffd166" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g stroke="#fff" strokeOpacity="0.12" strokeWidth="1">
        <path d="M0 30h160M0 60h160M0 90h160M40 0v120M80 0v120M120 0v120" />
      </g>
      <path d="M14 104C62 102 98 88 124 34L124 108L14 108Z" fill="url(#ga-crash-area)" />
      <path d="M14 104C62 102 98 88 124 34" fill="none" stroke="#ffd166" strokeWidth="5" strokeLinecap="round" />
      <circle cx="124" cy="34" r="13" fill="#ffd166" fillOpacity="0.25" />
      <circle cx="124" cy="34" r="7" fill="#fff" />
      <path
        d="M124 16v8M124 44v8M106 34h8M134 34h8M111 21l5 5M132 42l5 5M137 21l-5 5M116 42l-5 5"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </ArtFrame>
  );
}
