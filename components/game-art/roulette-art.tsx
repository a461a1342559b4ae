import { ROULETTE_SECTORS, ROULETTE_WHEEL, type RouletteColor } from '@/lib/fairness/roulette';
import { ArtFrame } from './art-frame';

const FILL: Record<RouletteColor, string> = { grey: '#3d4b59', red: '#e5484d', blue: '#3b82f6', gold: '#f5b83d' };
const CX = 80;
const CY = 60;
const OUTER = 44;
const INNER = 20;

const point = (radius: number, angle: number) =>
  `${(CX + radius * Math.sin(angle)).toFixed(2)} ${(CY - radius * Math.cos(angle)).toFixed(2)}`;

/** The game's own wheel (lib/fairness/roulette.ts), sector 0 (gold) at the top, as ring segments. */
const SECTORS = ROULETTE_WHEEL.map((color, index) => {
  const from = (index / ROULETTE_SECTORS) * 2 * Math.PI;
  const to = ((index + 1) / ROULETTE_SECTORS) * 2 * Math.PI;
  const d = `M${point(OUTER, from)}A${OUTER} ${OUTER} 0 0 1 ${point(OUTER, to)}L${point(INNER, to)}A${INNER} ${INNER} 0 0 0 ${point(INNER, from)}Z`;
  return { d, fill: FILL[color] };
});

/** Roulette: the colour wheel from above, its pointer on the gold sector. */
export function RouletteArt({ className }: { className?: string }) {
  return (
    <ArtFrame id="ga-roulette" from="#15233a" to="#27446e" className={className}>
      <circle cx={CX} cy={CY} r={OUTER + 4} fill="#0b1220" stroke="#f5b83d" strokeWidth="2" />
      <g stroke="#0b1220" strokeWidth="0.6">
        {SECTORS.map((sector, index) => (
          <path key={index} d={sector.d} fill={sector.fill} />
        ))}
      </g>
      <circle cx={CX} cy={CY} r={INNER - 1} fill="#101a2c" stroke="#f5b83d" strokeWidth="1.5" />
      <path d={`M${CX} ${CY - 9}l8 9-8 9-8-9z`} fill="#f5b83d" />
      <path d={`M${CX - 5} ${CY - OUTER - 9}h10l-5 9z`} fill="#fff" />
    </ArtFrame>
  );
}
