'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { formClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { trackEvent } from '@/lib/analytics/track-event';
import { readApiFailure } from '@/lib/api/validation-errors';
import { redeemPromo } from '../api/activations';
import { isPromoRefusal } from './bonus-text';
import styles from './bonuses.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Redeems a promo code; each refusal says what went wrong, a success says the bonus is in the list. */
export function PromoForm({ onRedeemed }: { onRedeemed: () => Promise<void> | void }) {
  const t = useTranslations('profile.bonuses.promo');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const schema = z.object({ promo: z.string().trim().min(3, t('invalid')).max(32, t('invalid')) });
  const { register, handleSubmit, formState, reset } = useForm<{ promo: string }>({
    resolver: zodResolver(schema),
    defaultValues: { promo: '' },
  });
  const busy = formState.isSubmitting;
  const onSubmit = handleSubmit(async ({ promo }) => {
    setOutcome(null);
    try {
      await redeemPromo(promo.trim());
      reset();
      setOutcome({ tone: 'success', message: t('success') });
      await onRedeemed();
    } catch (failure) {
      const { code, status } = readApiFailure(failure);
      const refusal = isPromoRefusal(code) ? code : status === 429 ? 'too_many_requests' : null;
      const message = refusal ? t(`errors.${refusal}`) : status === 422 ? t('invalid') : t('failed');
      // Spec section 8: a promo failure goes to analytics on its own, apart from the sign-in failures.
      trackEvent('promo_error', { error: status === null || status >= 500 ? 'error 500' : message });
      setOutcome({ tone: 'error', message });
    }
  });
  return (
    <form className={`${formClass} ${styles.promo}`} onSubmit={onSubmit} noValidate aria-labelledby="promo-title" aria-busy={busy}>
      <h3 id="promo-title">{t('title')}</h3>
      <TextField label={t('label')} hint={t('hint')} error={formState.errors.promo?.message} autoComplete="off" {...register('promo')} />
      <Button type="submit" variant="primary" loading={busy}>
        {busy ? t('sending') : t('submit')}
      </Button>
      <p className={noticeClass(outcome?.tone ?? 'success')} role={outcome?.tone === 'error' ? 'alert' : 'status'} hidden={!outcome}>
        {outcome?.message}
      </p>
    </form>
  );
}
