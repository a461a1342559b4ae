import { ArtFrame } from './art-frame';

const HEART = 'M0 6C-9-2-6-10 0-5C6-10 9-2 0 6Z';
const SPADE = 'M0-7C8 0 9 5 4 6C2 6 1 5 0 4C0 7 1 9 3 10H-3C-1 9 0 7 0 4C-1 5-2 6-4 6C-9 5-8 0 0-7Z';

/** Hi-Lo: two fanned playing cards between an up and a down arrow. */
export function HiloArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-hilo" from="#0a5563" to="#2a8fd6" className={className}>
      <g transform="translate(56 62) rotate(-14)">
        <rect x="-22" y="-32" width="44" height="64" rx="6" fill="#fff" stroke="#0a3340" strokeOpacity="0.25" />
        <path d={SPADE} transform="translate(2 2) scale(1.8)" fill="#16181d" />
        <path d={SPADE} transform="translate(-14 -22) scale(0.8)" fill="#16181d" />
      </g>
      <g transform="translate(96 60) rotate(10)">
        <rect x="-22" y="-32" width="44" height="64" rx="6" fill="#fff" stroke="#0a3340" strokeOpacity="0.25" />
        <path d={HEART} transform="translate(0 2) scale(2)" fill="#e5484d" />
        <path d={HEART} transform="translate(-14 -22) scale(0.8)" fill="#e5484d" />
      </g>
      <path d="M136 46l9-11 9 11" fill="none" stroke="#7dffb0" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M136 76l9 11 9-11" fill="none" stroke="#ff8a8a" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </ArtFrame>
  );
}
