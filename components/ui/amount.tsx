import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import styles from './amount.module.css';

interface AmountProps {
  minor: number | bigint;
  currency: Currency;
  /** A BCP 47 tag (en-US, ru-RU, kk-KZ). */
  locale: string;
  /** Colours a gain green and a loss red; the sign says it too. */
  signed?: boolean;
  className?: string;
}

/** Money as the player reads it; digits are tabular so columns of amounts line up and do not jitter while counting. */
export function Amount({ minor, currency, locale, signed = false, className }: AmountProps) {
  const negative = typeof minor === 'bigint' ? minor < 0n : minor < 0;
  const positive = typeof minor === 'bigint' ? minor > 0n : minor > 0;
  const tone = signed ? (negative ? styles.loss : positive ? styles.gain : null) : null;
  return (
    <span className={[styles.amount, tone, className].filter(Boolean).join(' ')}>
      {signed && positive ? '+' : ''}
      {formatMinor(minor, currency, locale)}
    </span>
  );
}
