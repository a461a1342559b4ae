'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { mapVerificationStatus } from '@/lib/verification';
import { useProviderLabel } from '@/components/use-provider-label';
import { AccountGate } from './account-gate';

const IDENTITY = ['name', 'email', 'phone', 'currency', 'registerMethod', 'verification'] as const;

/** The main profile tab: identity, balances and the verification status of the signed-in user. */
export function ProfileMain({ guest }: { guest: ReactNode }) {
  const t = useTranslations('profile');
  const auth = useTranslations('auth');
  const format = useFormatter();
  const providerLabel = useProviderLabel();
  const registerMethodLabel = (method: string) => (method === 'email' || method === 'phone' ? auth(method) : providerLabel(method));
  return (
    <AccountGate guest={guest}>
      {(user) => {
        const money = (value: number | null | undefined) =>
          user.currency
            ? format.number(value ?? 0, { style: 'currency', currency: user.currency, currencyDisplay: 'narrowSymbol' })
            : format.number(value ?? 0);
        const status = mapVerificationStatus(user.verification?.data?.status);
        const values: Record<(typeof IDENTITY)[number], string> = {
          name: user.name || t('main.unknown'),
          email: user.email || t('main.unknown'),
          phone: user.phone || t('main.unknown'),
          currency: user.currency || t('main.unknown'),
          registerMethod: user.register_method ? registerMethodLabel(user.register_method) : t('main.unknown'),
          verification: t(`verificationStatus.${status ?? 'none'}`),
        };
        const balances = { real: user.balance, bonus: user.bonus_balance, total: user.total_balance };
        return (
          <div className="grid">
            <section className="card" aria-labelledby="profile-details">
              <h3 id="profile-details">{t('main.detailsTitle')}</h3>
              <dl className="details-list">
                {IDENTITY.map((field) => (
                  <div key={field}>
                    <dt>{t(`main.fields.${field}`)}</dt>
                    <dd>{values[field]}</dd>
                  </div>
                ))}
              </dl>
              {user.verification?.is_need && (
                <p className="notice notice--warning" role="note">
                  {t('main.verificationNeeded')}
                </p>
              )}
            </section>
            <section className="card" aria-labelledby="profile-balances">
              <h3 id="profile-balances">{t('main.balancesTitle')}</h3>
              <dl className="details-list">
                {(['real', 'bonus', 'total'] as const).map((field) => (
                  <div key={field}>
                    <dt>{t(`main.balances.${field}`)}</dt>
                    <dd>{money(balances[field])}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        );
      }}
    </AccountGate>
  );
}
