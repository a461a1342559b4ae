import { ArtFrame } from './art-frame';

const GEMS = new Set([0, 5, 6, 10]);
const MINE = 11;

/** Miner: a field of cells, some opened on gems and one on a mine. */
export function MinerArt({ className }: { className?: string }) {
  const cells = Array.from({ length: 16 }, (_, index) => index);
  return (
    <ArtFrame id="ga-miner" from="#0d2b2a" to="#0f8f6e" className={className}>
      {cells.map((index) => {
        const x = 36 + (index % 4) * 23;
        const y = 14 + Math.floor(index / 4) * 23;
        const open = GEMS.has(index) || index === MINE;
        return (
          <g key={index}>
            <rect x={x} y={y} width="20" height="20" rx="4" fill={open ? '#062420' : '#fff'} fillOpacity={open ? 0.6 : 0.18} />
            {GEMS.has(index) && <path d={`M${x + 10} ${y + 3}l7 6-7 8-7-8z`} fill="#5ef2c6" stroke="#d9fff3" strokeWidth="1" />}
            {index === MINE && (
              <g>
                <circle cx={x + 10} cy={y + 10} r="5.5" fill="#ff5c5c" />
                <path d={`M${x + 10} ${y + 2}v16M${x + 2} ${y + 10}h16`} stroke="#ff5c5c" strokeWidth="2" />
              </g>
            )}
          </g>
        );
      })}
    </ArtFrame>
  );
}
