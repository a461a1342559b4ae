'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Amount } from '@/components/ui/amount';
import { Button, buttonClass } from '@/components/ui/button';
import { detailsClass, formClass, noteClass } from '@/components/ui/form-layout';
import { Notice, noticeClass } from '@/components/ui/notice';
import { readApiFailure } from '@/lib/api/validation-errors';
import { isCurrency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import type { DepositInvoice } from '../api/create-deposit';
import { usePaymentStatus } from '../api/get-payment-status';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { clockOf, minutesToAnnounce } from '../lib/countdown-text';
import { INVOICE_STATUS } from '../lib/payment-status';
import { cardDigitsOf, formatCardNumber, formatPhoneNumber } from '../lib/wallet-format';
import { minorOrNull } from '../lib/wire-money';
import type { DepositOutcome } from '../stores/deposit-store';
import { CopyRow } from './copy-row';
import styles from './cashier.module.css';

interface DepositProcessProps {
  invoice: DepositInvoice;
  expiresAtMs: number;
  /** The api answered this method's open invoice instead of a new one (one open invoice per method). */
  reused: boolean;
  onFinished: (outcome: DepositOutcome) => void;
  /** The invoice is no longer there (404) or the player wants another method or sum. */
  onLeave: () => void;
}

/** Spec section 4's deposit process: what to pay and where, the 1 s countdown, and the status asked every 5 s. */
export function DepositProcess({ invoice, expiresAtMs, reused, onFinished, onLeave }: DepositProcessProps) {
  const t = useTranslations('cashier.invoice');
  const locale = useLocale();
  const secondsLeft = useSecondsLeft(expiresAtMs);
  const status = usePaymentStatus(invoice.id, invoice.currency);
  const [copied, setCopied] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that asked for the invoice is gone, and focus with it: it goes to the invoice's title.
  useEffect(() => headingRef.current?.focus(), []);
  const current = status.data?.status ?? invoice.status;

  useEffect(() => {
    const reply = status.data;
    if (reply?.status === INVOICE_STATUS.paid) {
      onFinished({
        kind: 'paid',
        currency: invoice.currency,
        invoiceMinor: invoice.amountMinor,
        creditedMinor: reply.creditedMinor ?? invoice.shopAmountMinor,
        sumWasChanged: reply.sumWasChanged,
      });
    } else if (reply?.status === INVOICE_STATUS.expired) onFinished({ kind: 'expired' });
    else if (reply?.status === INVOICE_STATUS.failed) onFinished({ kind: 'failed' });
    else if (reply?.status === INVOICE_STATUS.refunded) onFinished({ kind: 'refunded' });
  }, [status.data, invoice, onFinished]);

  useEffect(() => {
    if (readApiFailure(status.error).status === 404) onLeave();
  }, [status.error, onLeave]);

  // Expired on this device's clock: one last look (a payment may have landed in the final seconds), then the config
  // is removed (spec section 4); a payment arriving later is the operator's to credit.
  const { refetch } = status;
  useEffect(() => {
    if (secondsLeft !== 0) return;
    let live = true;
    void refetch().then((last) => {
      if (live && last.data?.status !== INVOICE_STATUS.paid) onFinished({ kind: 'expired' });
    });
    return () => {
      live = false;
    };
  }, [secondsLeft, refetch, onFinished]);

  const money = (minor: number) => formatMinor(minor, invoice.currency, locale);
  const exchangeText = () => {
    const { exchange } = invoice;
    if (!exchange) return null;
    const minor = isCurrency(exchange.currency) ? minorOrNull(exchange.amount, exchange.currency) : null;
    const amount =
      minor !== null && isCurrency(exchange.currency)
        ? formatMinor(minor, exchange.currency, locale)
        : `${exchange.amount} ${exchange.currency}`;
    return exchange.rate ? t('exchangeAt', { amount, rate: exchange.rate }) : amount;
  };
  const exchange = exchangeText();

  return (
    <div className={formClass}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.invoiceTitle}>
        {t('title')}
      </h3>
      {reused && (
        <Notice tone="info" role="note">
          {t('reused')}
        </Notice>
      )}
      <dl className={detailsClass}>
        <div>
          <dt>{t('amount')}</dt>
          <dd>
            <Amount minor={invoice.amountMinor} currency={invoice.currency} locale={locale} className={styles.big} />
          </dd>
        </div>
        {invoice.commissionMinor > 0 && (
          <div>
            <dt>{t('commission')}</dt>
            <dd>{money(invoice.commissionMinor)}</dd>
          </div>
        )}
        <div>
          <dt>{t('credited')}</dt>
          <dd data-testid="invoice-credited">{money(invoice.shopAmountMinor)}</dd>
        </div>
        {exchange && (
          <div>
            <dt>{t('exchange')}</dt>
            <dd>{exchange}</dd>
          </div>
        )}
      </dl>

      {(invoice.card || invoice.crypto) && (
        <dl className={styles.copyList}>
          {invoice.card?.cardNumber && (
            <CopyRow
              label={t('cardNumber')}
              display={formatCardNumber(invoice.card.cardNumber)}
              value={cardDigitsOf(invoice.card.cardNumber)}
              onCopied={setCopied}
            />
          )}
          {invoice.card?.phoneNumber && (
            <CopyRow
              label={t('phoneNumber')}
              display={formatPhoneNumber(invoice.card.phoneNumber)}
              value={invoice.card.phoneNumber}
              onCopied={setCopied}
            />
          )}
          {invoice.crypto && (
            <>
              <CopyRow
                label={t('cryptoAmount')}
                display={`${invoice.crypto.amount} ${invoice.crypto.coin.toUpperCase()}`}
                value={invoice.crypto.amount}
                onCopied={setCopied}
              />
              <CopyRow label={t('address')} display={invoice.crypto.address} value={invoice.crypto.address} onCopied={setCopied} />
            </>
          )}
        </dl>
      )}
      {invoice.card && <p className={noteClass}>{t('cardHint', { amount: money(invoice.amountMinor) })}</p>}
      {invoice.crypto && <p className={noteClass}>{t('cryptoHint', { coin: invoice.crypto.coin.toUpperCase() })}</p>}
      <p className="visually-hidden" role="status">
        {copied}
      </p>

      {invoice.paymentUrl && (
        <>
          <a
            className={buttonClass({ variant: 'primary', size: 'lg', block: true })}
            href={invoice.paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('pay')}
          </a>
          <p className={noteClass}>{t('payHint')}</p>
        </>
      )}

      <div className={styles.timerRow}>
        <span>{t('timeLeft')}</span>
        <span role="timer" aria-label={t('timeLeft')} className={styles.timer}>
          {clockOf(secondsLeft)}
        </span>
      </div>
      <p className="visually-hidden" role="status" data-testid="invoice-minutes-left">
        {t('minutesLeft', { minutes: minutesToAnnounce(secondsLeft) })}
      </p>
      <p className={noticeClass('info', styles.waiting)} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {current === INVOICE_STATUS.pending ? t('inProgress') : t('waiting')}
      </p>
      <Button variant="ghost" block onClick={onLeave}>
        {t('another')}
      </Button>
    </div>
  );
}
