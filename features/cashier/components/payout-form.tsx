'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorNotice } from '@/components/error-notice';
import { Button } from '@/components/ui/button';
import { formClass, noteClass } from '@/components/ui/form-layout';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { getCurrencyLimits } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import { useCreatePayout } from '../api/create-payout';
import type { PayoutMethod } from '../api/get-billing-data';
import { useAttemptKeys } from '../hooks/use-attempt-keys';
import { failureCodesOf, useDescribeCashierFailure } from '../hooks/use-describe-cashier-failure';
import { parseAmountInput } from '../lib/amount-input';
import { refreshAfterMoneyMoved } from '../lib/refresh-after-money-moved';
import { cardDigitsOf, formatCardNumber, isCardNumber, isCryptoAddress } from '../lib/wallet-format';
import { MethodTiles } from './method-tiles';
import type { OutcomeProps } from './withdraw-section';

interface PayoutValues {
  amount: string;
  wallet: string;
}

/** A payout's limits: the method's, and never under spec section 9's minimum payout of the currency. */
export function payoutLimitsOf(method: PayoutMethod): { minMinor: number; maxMinor: number } {
  return { minMinor: Math.max(method.minMinor, getCurrencyLimits(method.currency).minPayoutMinor), maxMinor: method.maxMinor };
}

/** Method, sum and where to send it; the sum leaves the real balance at once and waits for the operator. */
export function PayoutForm({
  methods,
  availableMinor,
  quiet,
  onOutcome,
}: { methods: readonly PayoutMethod[]; availableMinor: number } & OutcomeProps) {
  const t = useTranslations('cashier.withdraw');
  const locale = useLocale();
  const noticeId = useId();
  const queryClient = useQueryClient();
  const [hash, setHash] = useState(methods[0]?.hash ?? null);
  const method = methods.find((candidate) => candidate.hash === hash) ?? methods[0];
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const describeFailure = useDescribeCashierFailure();
  const attempts = useAttemptKeys();
  const createPayout = useCreatePayout();

  const currency: Currency = method.currency;
  const { minMinor, maxMinor } = payoutLimitsOf(method);
  const money = (minor: number) => formatMinor(minor, currency, locale, { dropZeroFraction: true });
  const isCard = method.shape !== 'crypto';

  const schema = z.object({
    amount: z.string().superRefine((text, context) => {
      const minor = parseAmountInput(text, currency, locale);
      const issue = (message: string) => context.addIssue({ code: 'custom', message });
      if (minor === null) issue(t('amountInvalid'));
      else if (minor < minMinor) issue(t('amountBelowMinimum', { min: money(minMinor) }));
      else if (minor > maxMinor) issue(t('amountAboveMaximum', { max: money(maxMinor) }));
      else if (minor > availableMinor) issue(t('notEnough', { amount: formatMinor(availableMinor, currency, locale) }));
    }),
    wallet: z
      .string()
      .refine((value) => (isCard ? isCardNumber(value) : isCryptoAddress(value)), isCard ? t('cardInvalid') : t('addressInvalid')),
  });
  const { register, handleSubmit, control, formState, setError, clearErrors, reset } = useForm<PayoutValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', wallet: '' },
  });
  const amountText = useWatch({ control, name: 'amount' });
  const typedMinor = parseAmountInput(amountText ?? '', currency, locale);

  const chooseMethod = (next: string) => {
    if (next === hash) return;
    setHash(next);
    setNotice(null);
    clearErrors();
    reset({ amount: amountText ?? '', wallet: '' });
  };

  const onSubmit = handleSubmit(async ({ amount, wallet }) => {
    const amountMinor = parseAmountInput(amount, currency, locale)!;
    const destination = isCard ? cardDigitsOf(wallet) : wallet.trim();
    setNotice(null);
    setNeedsVerification(false);
    setDone(null);
    try {
      await createPayout.mutateAsync({
        hash: method.hash,
        amountMinor,
        currency,
        wallet: destination,
        idempotencyKey: attempts.keyFor(`${method.hash}:${amountMinor}:${destination}`),
      });
      attempts.settle();
      setDone(t('requested', { amount: formatMinor(amountMinor, currency, locale) }));
      onOutcome();
      reset({ amount: '', wallet: '' });
      await refreshAfterMoneyMoved(queryClient);
    } catch (failure) {
      attempts.settle(failure);
      setNeedsVerification(failureCodesOf(failure).includes('verification_required'));
      const described = describeFailure(failure);
      const fieldErrors = (['amount', 'wallet'] as const).filter((field) => described.byField[field]?.length);
      for (const field of fieldErrors) setError(field, { message: described.byField[field][0] });
      const others = Object.keys(described.byField).filter((field) => field !== 'amount' && field !== 'wallet');
      setNotice(fieldErrors.length > 0 && others.length === 0 ? null : described);
      onOutcome();
    }
  });

  const shownNotice = quiet ? null : notice;
  const walletField = register('wallet');
  const busy = formState.isSubmitting || createPayout.isPending;
  const limits =
    maxMinor < Number.MAX_SAFE_INTEGER
      ? t('limits', { min: money(minMinor), max: money(maxMinor) })
      : t('minimum', { amount: money(minMinor) });

  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-describedby={shownNotice ? noticeId : undefined}>
      <p className={noteClass}>
        {t('intro')} {t('available', { amount: formatMinor(availableMinor, currency, locale) })}
      </p>
      {methods.length > 1 && <MethodTiles label={t('method')} methods={methods} value={method.hash} onChange={chooseMethod} />}
      <TextField
        label={t('amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={limits}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        key={method.hash}
        label={isCard ? t('cardNumber') : method.coin ? t('addressOf', { coin: method.coin.toUpperCase() }) : t('address')}
        inputMode={isCard ? 'numeric' : 'text'}
        autoComplete={isCard ? 'cc-number' : 'off'}
        spellCheck={false}
        autoCapitalize="off"
        error={formState.errors.wallet?.message}
        {...walletField}
        onChange={(event) => {
          if (isCard) event.target.value = formatCardNumber(event.target.value);
          return walletField.onChange(event);
        }}
      />
      <ErrorNotice id={noticeId} notice={shownNotice} />
      {needsVerification && !quiet && (
        <a href="#profile-verification" className={noteClass}>
          {t('toVerification')}
        </a>
      )}
      <div role="status">{done && !quiet && <Notice tone="success">{done}</Notice>}</div>
      <Button type="submit" variant="primary" size="lg" block loading={busy}>
        {typedMinor !== null && typedMinor >= minMinor && typedMinor <= Math.min(maxMinor, availableMinor)
          ? t('submitAmount', { amount: money(typedMinor) })
          : t('submit')}
      </Button>
    </form>
  );
}
