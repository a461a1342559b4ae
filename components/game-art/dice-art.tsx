import { ArtFrame } from './art-frame';

const PIPS_FIVE = [
  [-13, -13],
  [13, -13],
  [0, 0],
  [-13, 13],
  [13, 13],
];
const PIPS_THREE = [
  [-11, -11],
  [0, 0],
  [11, 11],
];

/** Dice: two tumbling dice showing five and three. */
export function DiceArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-dice" from="#0b4fa8" to="#19b5d8" className={className}>
      <defs>
        <linearGradient id="ga-dice-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#cfe3f7" />
        </linearGradient>
      </defs>
      <g transform="translate(58 62) rotate(-14)">
        <rect x="-30" y="-30" width="60" height="60" rx="12" fill="#062c5f" fillOpacity="0.35" transform="translate(4 6)" />
        <rect x="-30" y="-30" width="60" height="60" rx="12" fill="url(#ga-dice-face)" />
        {PIPS_FIVE.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="5.5" fill="#e5484d" />
        ))}
      </g>
      <g transform="translate(112 70) rotate(18)">
        <rect x="-24" y="-24" width="48" height="48" rx="10" fill="#062c5f" fillOpacity="0.35" transform="translate(4 6)" />
        <rect x="-24" y="-24" width="48" height="48" rx="10" fill="url(#ga-dice-face)" />
        {PIPS_THREE.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="4.5" fill="#0b2f66" />
        ))}
      </g>
    </ArtFrame>
  );
}
