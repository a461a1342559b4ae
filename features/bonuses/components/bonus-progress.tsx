import { percentOf } from '../lib/format';
import styles from './bonuses.module.css';

/** A wagering bar: role=progressbar with its percent, a label and the "wagered X of Y" text read with it. */
export function BonusProgress({
  progress,
  label,
  valueText,
  thin = false,
}: {
  progress: number;
  label: string;
  valueText: string;
  thin?: boolean;
}) {
  const percent = percentOf(progress);
  return (
    <div
      className={thin ? styles.barThin : styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className={styles.barFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
