import { ArtFrame } from './art-frame';

// The wheel is drawn with dashes on one ring: 24 coloured pockets of equal length and one green pocket.
const RING_R = 30;
const RING_LEN = 2 * Math.PI * RING_R;
const POCKET = RING_LEN / 25;

/** Roulette: a top view of the colour wheel with its ball. */
export function RouletteArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-roulette" from="#0f3d2a" to="#117a4b" className={className}>
      <circle cx="80" cy="60" r="48" fill="#3a2310" />
      <circle cx="80" cy="60" r="46" fill="none" stroke="#f5c451" strokeWidth="3" />
      <g transform="rotate(-90 80 60)" fill="none" strokeWidth="24">
        <circle cx="80" cy="60" r={RING_R} stroke="#d92f3a" />
        <circle cx="80" cy="60" r={RING_R} stroke="#16181d" strokeDasharray={`${POCKET} ${POCKET}`} />
        <circle cx="80" cy="60" r={RING_R} stroke="#1fae5b" strokeDasharray={`${POCKET} ${RING_LEN - POCKET}`} />
      </g>
      <circle cx="80" cy="60" r="17" fill="#7a4a1f" stroke="#f5c451" strokeWidth="2" />
      <path d="M80 46v28M66 60h28" stroke="#f5c451" strokeWidth="3" strokeLinecap="round" />
      <circle cx="80" cy="60" r="4" fill="#f5c451" />
      <circle cx="104" cy="29" r="4.5" fill="#fff" />
    </ArtFrame>
  );
}
