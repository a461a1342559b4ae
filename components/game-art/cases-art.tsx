import { ArtFrame } from './art-frame';

/** Cases: a treasure case with its lid ajar and light pouring out. */
export function CasesArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-cases" from="#5a1f0a" to="#e0662a" className={className}>
      <defs>
        <linearGradient id="ga-cases-box" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8b4a1c" />
          <stop offset="1" stopColor="#4d240b" />
        </linearGradient>
      </defs>
      <path d="M80 58L46 4h68z" fill="#ffe08a" fillOpacity="0.35" />
      <path d="M80 58L20 22v22zM80 58l60-36v22z" fill="#ffe08a" fillOpacity="0.2" />
      <rect x="42" y="58" width="76" height="46" rx="6" fill="url(#ga-cases-box)" stroke="#f5c451" strokeWidth="3" />
      <path d="M44 56l4-18h64l4 18z" fill="#a65a22" stroke="#f5c451" strokeWidth="3" strokeLinejoin="round" />
      <path d="M62 58v46M98 58v46" stroke="#f5c451" strokeWidth="3" />
      <rect x="72" y="66" width="16" height="18" rx="3" fill="#f5c451" />
      <circle cx="80" cy="74" r="3" fill="#4d240b" />
    </ArtFrame>
  );
}
