'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field } from '@/components/field';
import { Modal } from '@/components/modal';
import { ModalLink } from '@/components/modal-link';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@/lib/currencies';
import { DEPOSIT_AMOUNT_DEFAULTS } from '@/lib/deposit';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { Button, buttonClass } from '@/components/ui/button';
import { formClass, noteClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';

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
  const locale = useLocale();
  const noteId = useId();
  const currency: Currency = isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY;
  // Spec section 9's own sign for every currency (Intl has none for so'm and с, and prints "KZT" in some locales).
  const money = (value: number, dropZeroFraction = false) => formatMinor(toMinorUnits(value, currency), currency, locale, { dropZeroFraction });
  return (
    <form className={formClass} onSubmit={(event) => event.preventDefault()} aria-describedby={noteId}>
      <p data-testid="pay-in-balance">{t('deposit.balance', { balance: money(user.total_balance ?? 0) })}</p>
      <Field
        label={t('deposit.amount', { currency })}
        type="number"
        name="amount"
        inputMode="decimal"
        min={DEPOSIT_AMOUNT_DEFAULTS.min}
        max={DEPOSIT_AMOUNT_DEFAULTS.max}
        defaultValue={DEPOSIT_AMOUNT_DEFAULTS.default}
        hint={t('deposit.limits', { min: money(DEPOSIT_AMOUNT_DEFAULTS.min, true), max: money(DEPOSIT_AMOUNT_DEFAULTS.max, true) })}
      />
      <p id={noteId} className={noticeClass('info')} role="note">
        {t('deposit.soon')}
      </p>
      <Button type="submit" variant="primary" size="lg" block disabled aria-describedby={noteId}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}

function GuestPrompt() {
  const t = useTranslations('modals');
  return (
    <div className={formClass}>
      <p className={noteClass} role="note">
        {t('deposit.loginFirst')}
      </p>
      <ModalLink className={buttonClass({ variant: 'primary', block: true })} flag="login">
        {t('deposit.toLogin')}
      </ModalLink>
    </div>
  );
}
