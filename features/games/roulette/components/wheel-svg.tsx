import { memo } from 'react';
import { ROULETTE_SECTORS, ROULETTE_WHEEL } from '@/lib/fairness/roulette';
import styles from './roulette.module.css';

const OUTER = 96;
const INNER = 68;
const SECTOR_DEG = 360 / ROULETTE_SECTORS;

function point(radius: number, degrees: number): string {
  // 0 degrees is the top (the pointer), clockwise.
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(3)} ${(radius * Math.sin(radians)).toFixed(3)}`;
}

function sectorPath(index: number): string {
  const from = index * SECTOR_DEG;
  const to = from + SECTOR_DEG;
  return `M ${point(OUTER, from)} A ${OUTER} ${OUTER} 0 0 1 ${point(OUTER, to)} L ${point(INNER, to)} A ${INNER} ${INNER} 0 0 0 ${point(INNER, from)} Z`;
}

/** The 50 sectors of lib/fairness/roulette.ts, sector 0 under the pointer at rest, clockwise; drawn once. */
export const WheelSvg = memo(function WheelSvg() {
  return (
    <svg className={styles.wheelSvg} viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
      <circle r="99" className={styles.rim} />
      {ROULETTE_WHEEL.map((color, index) => (
        <path key={index} d={sectorPath(index)} className={styles.sector} data-color={color} />
      ))}
      <circle r={INNER - 1} className={styles.hub} />
      <circle r={INNER - 7} className={styles.hubInner} />
    </svg>
  );
});
