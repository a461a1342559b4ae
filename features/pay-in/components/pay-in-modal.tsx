'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field } from '@/components/field';
import { Modal } from '@/components/modal';
import { ModalLink } from '@/components/modal-link';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@/lib/currencies';
import { DEPOSIT_AMOUNT_DEFAULTS } from '@/lib/deposit';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';

/**
 * The PayIn modal (`?deposit`). A signed-in player sees the balance and the amount limits in the account's currency;
 * payment methods and invoices arrive with the cashier, and the modal says so. A guest is sent to log in first.
 */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('modals');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  return (
    <Modal title={t('deposit.title')} closeLabel={t('close')} onClose={onClose}>
      {status === 'authenticated' && user ? (
        <DepositEntry user={user} />
      ) : status === 'guest' ? (
        <GuestPrompt />
      ) : (
        <p role="status" aria-busy="true">
          {t('deposit.loading')}
        </p>
      )}
    </Modal>
  );
}

function DepositEntry({ user }: { user: User }) {
  const t = useTranslations('modals');
  const format = useFormatter();
  const noteId = useId();
  const currency: Currency = isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY;
  const money = (value: number, digits?: number) =>
    format.number(value, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: digits });
  return (
    <form className="form" onSubmit={(event) => event.preventDefault()} aria-describedby={noteId}>
      <p data-testid="pay-in-balance">{t('deposit.balance', { balance: money(user.total_balance ?? 0) })}</p>
      <Field
        label={t('deposit.amount', { currency })}
        type="number"
        name="amount"
        inputMode="decimal"
        min={DEPOSIT_AMOUNT_DEFAULTS.min}
        max={DEPOSIT_AMOUNT_DEFAULTS.max}
        defaultValue={DEPOSIT_AMOUNT_DEFAULTS.default}
        hint={t('deposit.limits', { min: money(DEPOSIT_AMOUNT_DEFAULTS.min, 0), max: money(DEPOSIT_AMOUNT_DEFAULTS.max, 0) })}
      />
      <p id={noteId} className="notice" role="note">
        {t('deposit.soon')}
      </p>
      <button type="submit" className="button button--primary button--block" disabled aria-describedby={noteId}>
        {t('deposit.submit')}
      </button>
    </form>
  );
}

function GuestPrompt() {
  const t = useTranslations('modals');
  return (
    <div className="form">
      <p className="form__note" role="note">
        {t('deposit.loginFirst')}
      </p>
      <ModalLink className="button button--primary button--block" flag="login">
        {t('deposit.toLogin')}
      </ModalLink>
    </div>
  );
}
