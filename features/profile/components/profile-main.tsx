'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useProviderLabel } from '@/components/use-provider-label';
import { AccountGate } from '@/components/account-gate';
import styles from './profile.module.css';
import { VerificationBlock } from './verification-block';
import { cardClass } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { User } from '@/lib/session/user-schema';
import { actionsClass, detailsClass } from '@/components/ui/form-layout';
import { buttonClass } from '@/components/ui/button';
import { ModalLink } from '@/components/modal-link';
import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';

const IDENTITY = ['name', 'email', 'phone', 'currency', 'registerMethod'] as const;

/** The main profile tab: identity, verification (status and the steps available now) and balances of the signed-in user. */
export function ProfileMain({ guest }: { guest: ReactNode }) {
  return (
    <AccountGate guest={guest} placeholder={<ProfileCards user={null} />}>
      {(user) => <ProfileCards user={user} />}
    </AccountGate>
  );
}

/**
 * The three cards. Without a user (the session still loading, and in the server's render) they are drawn with
 * placeholders for the values, so the headings paint at once and nothing moves when the account arrives.
 */
function ProfileCards({ user }: { user: User | null }) {
  const t = useTranslations('profile');
  const auth = useTranslations('auth');
  const format = useFormatter();
  const locale = useLocale();
  const providerLabel = useProviderLabel();
  const registerMethodLabel = (method: string) => (method === 'email' || method === 'phone' ? auth(method) : providerLabel(method));
  // Spec section 9's signs (Intl has none for so'm and с, and a glyph for KGS the font lacks).
  const money = (value: number | null | undefined): ReactNode => {
    if (!user) return <Skeleton width="7em" height="1.5em" />;
    return isCurrency(user.currency)
      ? formatMinor(toMinorUnits(value ?? 0, user.currency), user.currency, locale)
      : format.number(value ?? 0);
  };
  const values: Record<(typeof IDENTITY)[number], ReactNode> = user
    ? {
        name: user.name || t('main.unknown'),
        email: user.email || t('main.unknown'),
        phone: user.phone || t('main.unknown'),
        currency: user.currency || t('main.unknown'),
        registerMethod: user.register_method ? registerMethodLabel(user.register_method) : t('main.unknown'),
      }
    : (Object.fromEntries(IDENTITY.map((field) => [field, <Skeleton key={field} width="10em" height="1.5em" />])) as Record<
        (typeof IDENTITY)[number],
        ReactNode
      >);
  const balances = { real: user?.balance, bonus: user?.bonus_balance, total: user?.total_balance };
  return (
    <div className={`grid ${styles.cards}`}>
      <section className={cardClass} aria-labelledby="profile-details">
        <h3 id="profile-details">{t('main.detailsTitle')}</h3>
        <dl className={detailsClass}>
          {IDENTITY.map((field) => (
            <div key={field}>
              <dt>{t(`main.fields.${field}`)}</dt>
              <dd>{values[field]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <VerificationBlock user={user} />
      <section className={`${cardClass} ${styles.balancesCard}`} aria-labelledby="profile-balances">
        <h3 id="profile-balances">{t('main.balancesTitle')}</h3>
        <dl className={`${detailsClass} ${styles.balances}`}>
          {(['real', 'bonus', 'total'] as const).map((field) => (
            <div key={field}>
              <dt>{t(`main.balances.${field}`)}</dt>
              <dd>{money(balances[field])}</dd>
            </div>
          ))}
        </dl>
        {user && (
          <p className={`${actionsClass} ${styles.balanceActions}`}>
            <ModalLink className={buttonClass({ variant: 'primary' })} flag="deposit">
              {t('main.deposit')}
            </ModalLink>
            <a className={buttonClass({ variant: 'ghost' })} href="#profile-withdraw">
              {t('main.withdraw')}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
