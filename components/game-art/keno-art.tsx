import { ArtFrame } from './art-frame';

const COLS = 5;
const ROWS = 4;
// Cells the art marks as drawn (gold) and as picked and drawn (a hit ring).
const DRAWN = new Set([1, 7, 8, 12, 18]);
const HITS = new Set([7, 12]);

/** Keno: a number board with drawn balls. */
export function KenoArt({ className }: { className?: string }) {
  const cells = Array.from({ length: COLS * ROWS }, (_, index) => index);
  return (
    <ArtFrame id="ga-keno" from="#2b1a6b" to="#6d3fd1" className={className}>
      {cells.map((index) => {
        const x = 22 + (index % COLS) * 24;
        const y = 14 + Math.floor(index / COLS) * 24;
        const drawn = DRAWN.has(index);
        return (
          <g key={index}>
            <rect x={x} y={y} width="20" height="20" rx="5" fill={drawn ? '#ffc83d' : '#fff'} fillOpacity={drawn ? 1 : 0.16} />
            {HITS.has(index) && <circle cx={x + 10} cy={y + 10} r="6" fill="none" stroke="#2b1a6b" strokeWidth="3" />}
          </g>
        );
      })}
    </ArtFrame>
  );
}
