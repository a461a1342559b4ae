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
      <path d="M14 104C64 102 104 86 138 26L138 108L14 108Z" fill="url(#ga-crash-area)" />
      <path d="M14 104C64 102 104 86 138 26" fill="none" stroke="#ffd166" strokeWidth="5" strokeLinecap="round" />
      <circle cx="138" cy="26" r="13" fill="#ffd166" fillOpacity="0.25" />
      <circle cx="138" cy="26" r="7" fill="#fff" />
      <path d="M138 8v8M138 36v8M120 26h8M148 26h8M125 13l5 5M146 34l5 5M151 13l-5 5M130 34l-5 5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </ArtFrame>
  );
}
