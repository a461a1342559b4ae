import { formatMinor, formatNumber } from '@/lib/money-format';
import { BP, VIP_LEVELS } from '@/lib/vip/levels';
import { fillText } from '@/lib/fill-text';
import type { VipLevelsTableText } from './vip-text';
import styles from './vip-levels.module.css';

/** A share as the locale writes a percentage ("7.5%", "7,5 %"). */
export const percentOf = (share: number, locale: string) => formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 1 });

type Props = { text: VipLevelsTableText; locale: string; currentLevel: number | null; labelledBy: string };

/** The published levels (lib/vip/levels.ts): what each needs wagered, its rakeback share and its level-up reward. */
export function VipLevelsTable({ text, locale, currentLevel, labelledBy }: Props) {
  const usd = (minor: number) => formatMinor(minor, 'USD', locale, { dropZeroFraction: true });
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{text.level}</th>
          <th scope="col" className={styles.number}>
            {text.threshold}
          </th>
          <th scope="col" className={styles.number}>
            {text.rakeback}
          </th>
          <th scope="col" className={styles.number}>
            {text.reward}
          </th>
        </tr>
      </thead>
      <tbody>
        {VIP_LEVELS.map((level) => {
          const current = level.number === currentLevel;
          return (
            <tr key={level.id} aria-current={current ? 'true' : undefined} className={current ? styles.current : undefined}>
              <th scope="row" data-label={text.level}>
                <span className={styles.levelName}>
                  <span className={styles.medal} data-tier={level.id} aria-hidden="true" />
                  {text.names[level.id]}
                  {current ? <span className={styles.currentTag}>{text.current}</span> : null}
                </span>
              </th>
              <td data-label={text.threshold} className={styles.number}>
                {usd(level.thresholdUsdMinor)}
              </td>
              <td data-label={text.rakeback} className={styles.number}>
                {fillText(text.rakebackShare, { percent: percentOf(level.rakebackBp / BP, locale) })}
              </td>
              <td data-label={text.reward} className={styles.number}>
                {level.rewardUsdMinor > 0 ? usd(level.rewardUsdMinor) : text.noReward}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
