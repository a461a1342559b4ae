'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { formClass } from '@/components/ui/form-layout';
import { Notice } from '@/components/ui/notice';
import { formatMinor } from '@/lib/money-format';
import type { DepositOutcome } from '../stores/deposit-store';
import styles from './cashier.module.css';

type Paid = Extract<DepositOutcome, { kind: 'paid' }>;

/** Spec section 4's success-payment modal: what reached the balance, and why it differs from the invoice when it does. */
export function PaymentSuccessModal({ outcome, onClose }: { outcome: Paid; onClose: () => void }) {
  const t = useTranslations('cashier.success');
  const modals = useTranslations('modals');
  const locale = useLocale();
  return (
    <Modal title={t('title')} closeLabel={modals('close')} onClose={onClose}>
      <div className={formClass}>
        <p className={styles.successAmount}>
          <Amount minor={outcome.creditedMinor} currency={outcome.currency} locale={locale} signed />
        </p>
        <p role="status">{t('credited', { amount: formatMinor(outcome.creditedMinor, outcome.currency, locale) })}</p>
        {outcome.sumWasChanged && (
          <Notice tone="warning" role="note">
            {t('sumChanged', { invoice: formatMinor(outcome.invoiceMinor, outcome.currency, locale) })}
          </Notice>
        )}
        <Button variant="primary" size="lg" block onClick={onClose}>
          {t('done')}
        </Button>
      </div>
    </Modal>
  );
}
