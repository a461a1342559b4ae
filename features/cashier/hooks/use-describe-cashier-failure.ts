import { useTranslations } from 'next-intl';
import { describeApiFailure, errorCodeOf, readApiFailure, type ValidationNotice } from '@/lib/api/validation-errors';

const CODE = /^[a-z][a-z0-9_]*$/;

/** The api's codes a failed cashier call carries (`{ errors: { amount: ["insufficient_funds: ..."] } }` or a message). */
export function failureCodesOf(error: unknown): string[] {
  const { message, errors } = readApiFailure(error);
  const messages = Object.values(errors ?? {}).flatMap((value) =>
    typeof value === 'string' || value === undefined ? [value] : [...value],
  );
  return [...messages, message].filter((text): text is string => typeof text === 'string').map(errorCodeOf);
}

/**
 * A failed cashier call as the error notice shows it (spec section 5): codes translated under `cashier.errors`,
 * then the site-wide `error` catalogue; a 451 says the region; no answer at all says to try again.
 */
export function useDescribeCashierFailure() {
  const t = useTranslations('cashier.errors');
  const common = useTranslations('error');
  const translate = (code: string) => (!CODE.test(code) ? undefined : t.has(code) ? t(code) : common.has(code) ? common(code) : undefined);
  return (failure: unknown): ValidationNotice => {
    if (readApiFailure(failure).status === 451) return { lines: [t('region_restricted')], byField: {} };
    return describeApiFailure(failure, translate, {
      generic: t('generic'),
      tooManyRequests: (seconds) => t('tooManyRequests', { seconds }),
    });
  };
}
