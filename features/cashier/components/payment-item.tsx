'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { Amount } from '@/components/ui/amount';
import { isLocaleTag, localeCodeOf } from '@/lib/locales';
import { formatDateTime } from '@/lib/format-date';
import { formatMinor } from '@/lib/money-format';
import type { HistoryItem } from '../api/get-billing-history';
import { nameIn, type LocalizedName } from '../lib/localized-name';
import type { MethodLabel } from '../lib/method-label';
import { MethodIcon } from './method-icon';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

/**
 * A deposit or payout as a list shows it; `methodLabel` names the method as its tile does (with the provider when
 * another method pays the same way), else the name alone; `details` are extra lines (where a payout went, why it was rejected).
 */
export type PaymentRow = Omit<HistoryItem, 'methodName' | 'methodProvider' | 'methodCoin'> & {
  methodName: LocalizedName | null;
  methodLabel?: MethodLabel;
  details?: string[];
};

/** Hyphenated words ("TRC-20") wrapped to stay whole on their line; the text itself stays as it is. */
function hyphenatedWhole(text: string): ReactNode {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className={styles.unbroken}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * One deposit or payout: what, how much, when (in the user's zone), its status, and any action (on a line of its own).
 * A list of one kind (the payouts) leaves the kind out of the title with `showType={false}`.
 */
export function PaymentItem({
  item,
  timeZone,
  action,
  showType = true,
}: {
  item: PaymentRow;
  timeZone: string | undefined;
  action?: ReactNode;
  showType?: boolean;
}) {
  const t = useTranslations('cashier');
  const locale = useLocale();
  const code = isLocaleTag(locale) ? localeCodeOf(locale) : 'en';
  const { name: method, provider } = item.methodLabel ?? { name: item.methodName ? nameIn(item.methodName, code) : '', provider: null };
  // Money that moved shows its direction (+ in, − out); a sum that did not (waiting, cancelled) shows plainly.
  const moved = item.status === 'paid';
  const shownMinor = moved && item.type === 'payout' ? -item.amountMinor : item.amountMinor;
  const creditedDiffers =
    item.type === 'deposit' && item.status === 'paid' && item.creditedMinor !== null && item.creditedMinor !== item.amountMinor;
  return (
    <li className={styles.item} data-status={item.status} data-testid={`payment-${item.type}-${item.id}`}>
      <MethodIcon icon={item.methodIcon} shape={item.type === 'payout' ? 'card' : 'checkout'} className={styles.itemIcon} />
      <span className={styles.itemTitle}>
        {hyphenatedWhole(showType || !method ? [t(`history.${item.type}`), method].filter(Boolean).join(' · ') : method)}
        {provider && (
          <span className={styles.itemProvider}>
            <span className="visually-hidden">, </span>
            {t('methods.via', { provider })}
          </span>
        )}
      </span>
      <Amount minor={shownMinor} currency={item.currency} locale={locale} signed={moved} className={styles.itemAmount} />
      <span className={styles.itemMeta}>
        <time dateTime={item.createdAt}>
          {formatDateTime(new Date(item.createdAt), { locale, dateStyle: 'medium', timeStyle: 'short', timeZone })}
        </time>
        {[
          creditedDiffers ? t('history.credited', { amount: formatMinor(item.creditedMinor!, item.currency, locale) }) : null,
          ...(item.details ?? []),
        ]
          .filter((line): line is string => Boolean(line))
          .map((line) => (
            <Fragment key={line}>
              {' · '}
              <span>{line}</span>
            </Fragment>
          ))}
      </span>
      <span className={styles.itemStatus}>
        <StatusBadge type={item.type} status={item.status} statusName={item.statusName} />
      </span>
      {action && <span className={styles.itemAction}>{action}</span>}
    </li>
  );
}
