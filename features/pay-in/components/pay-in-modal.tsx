'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Field } from '@/components/field';
import { Modal } from '@/components/modal';
import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { DEPOSIT_AMOUNT_DEFAULTS } from '@/lib/deposit';
import { ModalLink } from '@/components/modal-link';

/** The PayIn modal (`?deposit`). Payment methods and invoices arrive with billing; a guest is sent to log in first. */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('modals');
  const format = useFormatter();
  const money = (value: number) => format.number(value, { style: 'currency', currency: DEFAULT_CURRENCY, maximumFractionDigits: 0 });
  return (
    <Modal title={t('deposit.title')} closeLabel={t('close')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={t('deposit.amount')}
          type="number"
          name="amount"
          inputMode="decimal"
          min={DEPOSIT_AMOUNT_DEFAULTS.min}
          max={DEPOSIT_AMOUNT_DEFAULTS.max}
          defaultValue={DEPOSIT_AMOUNT_DEFAULTS.default}
          hint={t('deposit.limits', { min: money(DEPOSIT_AMOUNT_DEFAULTS.min), max: money(DEPOSIT_AMOUNT_DEFAULTS.max) })}
        />
        <p className="form__note" role="note">
          {t('deposit.loginFirst')}
        </p>
        <ModalLink className="button button--primary button--block" flag="login">
          {t('deposit.submit')}
        </ModalLink>
      </form>
    </Modal>
  );
}
