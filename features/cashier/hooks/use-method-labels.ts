'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isLocaleTag, localeCodeOf } from '@/lib/locales';
import type { MethodBase } from '../api/get-billing-data';
import { methodLabelsOf, PROVIDER_BRANDS, type MethodLabel } from '../lib/method-label';

/** What a label is made of: a tile's method, or a history row's. */
export type LabelledMethod = Pick<MethodBase, 'hash' | 'name' | 'provider' | 'coin'>;

/** The labels of one list of methods (the deposit or the payout ones) by hash, as the tiles show them and the rows name them. */
export function useMethodLabels(methods: readonly LabelledMethod[]): Map<string, MethodLabel> {
  const locale = useLocale();
  const t = useTranslations('cashier.methods');
  const code = isLocaleTag(locale) ? localeCodeOf(locale) : 'en';
  const labels = methodLabelsOf(methods, code, (provider) =>
    provider === 'sandbox' ? t('testGateway') : (PROVIDER_BRANDS[provider] ?? provider),
  );
  return new Map(methods.map((method, index) => [method.hash, labels[index]]));
}
