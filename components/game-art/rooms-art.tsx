import { ArtFrame } from './art-frame';

const DOORS = [
  { x: 16, fill: '#e5484d', light: '#ff9a9e' },
  { x: 62, fill: '#f5b83d', light: '#ffe08a' },
  { x: 108, fill: '#8e4ec6', light: '#d1a8ff' },
];

/** Rooms: three coloured rooms side by side, red, yellow and purple, one per stake. */
export function RoomsArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-rooms" from="#151a2e" to="#34305c" className={className}>
      {DOORS.map(({ x, fill, light }) => (
        <g key={x}>
          <path d={`M${x} 100V44a18 18 0 0 1 36 0v56z`} fill={fill} />
          <path d={`M${x + 7} 100V48a11 11 0 0 1 22 0v52z`} fill={light} fillOpacity="0.45" />
          <circle cx={x + 18} cy="76" r="5" fill="#fff" fillOpacity="0.9" />
          <path d={`M${x + 10} 100a8 9 0 0 1 16 0z`} fill="#fff" fillOpacity="0.9" />
        </g>
      ))}
      <rect x="8" y="100" width="144" height="4" rx="2" fill="#fff" fillOpacity="0.3" />
    </ArtFrame>
  );
}
