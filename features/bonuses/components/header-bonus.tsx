'use client';

import { Link } from '@/i18n/navigation';
import { QueryProvider } from '@/components/query-provider';
import type { User } from '@/lib/session/user-schema';
import { useActivations } from '../api/activations';
import { formatMoney, percentOf } from '../lib/format';
import { fillText } from '@/lib/fill-text';
import { useHydrated } from '@/lib/use-hydrated';
import { BonusProgress } from './bonus-progress';
import styles from './bonuses.module.css';

/** The `header` messages of the indicator, translated by the server component that renders the header. */
export interface HeaderBonusLabels {
  /** "{amount}": the link's name. */
  bonus: string;
  /** "{percent}": the bar's label and the link's name when a bonus is being wagered. */
  wagering: string;
}

const GIFT = 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z';

/**
 * Beside the balance: the bonus balance over the active bonus's wagering bar, a link to /profile/bonuses; nothing
 * without a bonus balance or an active bonus. On a phone only the gift icon and the bar (the amount is in the name).
 * The balance comes from the profile (loadProfile after a deposit), the bar from the activations query that the
 * cashier invalidates with it.
 */
export function HeaderBonus({ user, locale, labels }: { user: User; locale: string; labels: HeaderBonusLabels }) {
  return (
    <QueryProvider>
      <HeaderBonusIndicator user={user} locale={locale} labels={labels} />
    </QueryProvider>
  );
}

function HeaderBonusIndicator({ user, locale, labels }: { user: User; locale: string; labels: HeaderBonusLabels }) {
  const query = useActivations(true);
  // The server renders without the activations; the browser's shared cache may already hold them.
  const hydrated = useHydrated();
  const active = !hydrated ? null : (query.data?.find((activation) => activation.status === 'active') ?? null);
  const bonusBalance = user.bonus_balance ?? 0;
  if (bonusBalance <= 0 && !active) return null;
  const currency = user.currency ?? active?.currency ?? '';
  const amount = formatMoney(bonusBalance, currency, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const wagering = active ? fillText(labels.wagering, { percent: percent.format(percentOf(active.progress) / 100) }) : null;
  const name = [fillText(labels.bonus, { amount }), wagering].filter(Boolean).join('. ');
  return (
    <Link className={styles.widget} href="/profile/bonuses" aria-label={name} data-testid="header-bonus">
      <span className={styles.widgetRow} aria-hidden="true">
        <svg
          className={styles.widgetIcon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d={GIFT} />
        </svg>
        <span className={styles.widgetAmount}>{amount}</span>
      </span>
      {active && wagering && <BonusProgress progress={active.progress} label={wagering} valueText={wagering} thin />}
    </Link>
  );
}
