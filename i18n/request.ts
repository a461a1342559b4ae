import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { localeCodeOf } from '@/lib/locales';
import { loadLocaleMessages } from './client-messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = await loadLocaleMessages(localeCodeOf(locale));
  return { locale, messages, timeZone: 'UTC' };
});
