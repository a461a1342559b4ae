'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorNotice } from '@/components/error-notice';
import { Button } from '@/components/ui/button';
import { formClass, noteClass } from '@/components/ui/form-layout';
import { TextField } from '@/components/ui/text-field';
import type { ValidationNotice } from '@/lib/api/validation-errors';
import { formatMinor } from '@/lib/money-format';
import { useCreateDeposit, type DepositInvoice } from '../api/create-deposit';
import type { DepositMethod } from '../api/get-billing-data';
import { useAttemptKeys } from '../hooks/use-attempt-keys';
import { useDescribeCashierFailure } from '../hooks/use-describe-cashier-failure';
import { amountInputOf, parseAmountInput, quickAmountsMinor } from '../lib/amount-input';
import { MethodTiles } from './method-tiles';
import styles from './cashier.module.css';

interface DepositFormProps {
  methods: readonly DepositMethod[];
  bonusName: string | null;
  onStarted: (invoice: DepositInvoice, reused: boolean) => void;
}

/** Choose a method and a sum within its limits, then ask the api for an invoice. */
export function DepositForm({ methods, bonusName, onStarted }: DepositFormProps) {
  const t = useTranslations('cashier.deposit');
  const tMethods = useTranslations('cashier.methods');
  const locale = useLocale();
  const noticeId = useId();
  const [hash, setHash] = useState(methods[0]?.hash ?? null);
  const method = methods.find((candidate) => candidate.hash === hash) ?? methods[0];
  const [notice, setNotice] = useState<ValidationNotice | null>(null);
  const describeFailure = useDescribeCashierFailure();
  const attempts = useAttemptKeys();
  const createDeposit = useCreateDeposit();

  const money = (minor: number) => formatMinor(minor, method.currency, locale, { dropZeroFraction: true });
  const schema = z.object({
    amount: z.string().superRefine((text, context) => {
      const minor = parseAmountInput(text, method.currency, locale);
      if (minor === null) context.addIssue({ code: 'custom', message: t('amountInvalid') });
      else if (minor < method.minMinor || minor > method.maxMinor) {
        context.addIssue({ code: 'custom', message: t('amountRange', { min: money(method.minMinor), max: money(method.maxMinor) }) });
      }
    }),
  });
  const { register, handleSubmit, setValue, control, formState, setError, clearErrors } = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: method ? amountInputOf(method.defaultMinor, method.currency, locale) : '' },
  });
  const amountText = useWatch({ control, name: 'amount' });

  if (!method) return <p className={noteClass}>{tMethods('none')}</p>;

  const chooseMethod = (next: string) => {
    const chosen = methods.find((candidate) => candidate.hash === next);
    if (!chosen || next === hash) return;
    setHash(next);
    setNotice(null);
    clearErrors();
    setValue('amount', amountInputOf(chosen.defaultMinor, chosen.currency, locale));
  };

  const onSubmit = handleSubmit(async ({ amount }) => {
    const amountMinor = parseAmountInput(amount, method.currency, locale)!;
    setNotice(null);
    try {
      const { invoice, reused } = await createDeposit.mutateAsync({
        hash: method.hash,
        amountMinor,
        currency: method.currency,
        idempotencyKey: attempts.keyFor(`${method.hash}:${amountMinor}`),
      });
      attempts.settle();
      onStarted(invoice, reused);
    } catch (failure) {
      attempts.settle(failure);
      const described = describeFailure(failure);
      const amountErrors = described.byField.amount;
      if (amountErrors?.length) setError('amount', { message: amountErrors[0] });
      const rest = Object.entries(described.byField).filter(([field]) => field !== 'amount');
      setNotice(amountErrors?.length && rest.length === 0 ? null : described);
    }
  });

  const typedMinor = parseAmountInput(amountText ?? '', method.currency, locale);
  const busy = formState.isSubmitting || createDeposit.isPending;
  const limits = t('limits', { min: money(method.minMinor), max: money(method.maxMinor) });

  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-describedby={notice ? noticeId : undefined}>
      <MethodTiles label={t('method')} methods={methods} value={method.hash} onChange={chooseMethod} />
      {bonusName && <p className={noteClass}>{t('bonus', { name: bonusName })}</p>}
      <TextField
        label={t('amount', { currency: method.currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={method.commissionPercent > 0 ? `${limits}. ${t('commission', { percent: method.commissionPercent })}` : limits}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <div role="group" aria-label={t('quick')} className={styles.chips}>
        {quickAmountsMinor(method.minMinor, method.maxMinor).map((minor) => (
          <button
            key={minor}
            type="button"
            className={styles.chip}
            aria-pressed={typedMinor === minor}
            onClick={() => setValue('amount', amountInputOf(minor, method.currency, locale), { shouldValidate: true })}
          >
            {money(minor)}
          </button>
        ))}
      </div>
      <ErrorNotice id={noticeId} notice={notice} />
      <Button type="submit" variant="primary" size="lg" block loading={busy}>
        {typedMinor !== null && typedMinor >= method.minMinor && typedMinor <= method.maxMinor
          ? t('submitAmount', { amount: money(typedMinor) })
          : t('submit')}
      </Button>
    </form>
  );
}
