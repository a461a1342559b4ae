import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { TIMINGS } from '@/lib/timings';
import { titleMetadata } from '../../_lib/metadata';
import { loadServerSessionUser } from '@/app/_shell/server-session';
import { SessionCta } from '@/app/_shell/session-cta';
import { fetchActivationsWithToken, fetchWelcomePack } from '@/features/bonuses/api/fetch-welcome-pack';
import { WelcomeSteps } from '@/features/bonuses/components/welcome-steps';
import { PageHero } from '@/components/page-hero';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { webEnv } from '@/lib/config/web-env';
import { COOKIE_NAMES } from '@/lib/cookies';
import { isLocaleTag, localeCodeOf, DEFAULT_LOCALE_CODE } from '@/lib/locales';
import styles from '@/app/_info/info.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the bonus engine does, in the order a player meets it (server/modules/bonuses). */
const TERMS = ['term1', 'term2', 'term3', 'term4', 'term5', 'term6', 'term7'] as const;

export const generateMetadata = titleMetadata('welcomePack');

/**
 * The welcome pack with its real terms from the bonus engine, in the visitor's currency: a signed-in player's own,
 * a guest's the interface market's (the api's default). A signed-in player also sees which steps they have taken.
 */
export default async function WelcomePackPage({ params }: PageProps<'/[locale]/welcome-pack'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const localeCode = isLocaleTag(locale) ? localeCodeOf(locale) : DEFAULT_LOCALE_CODE;
  const request = { apiBaseUrl: webEnv.API_INTERNAL_URL, localeCode, timeoutMs: webEnv.API_TIMEOUT_MS };
  const token = (await cookies()).get(COOKIE_NAMES.token)?.value;
  const user = isLocaleTag(locale) && token ? await loadServerSessionUser(locale) : null;
  const [t, pack, activations] = await Promise.all([
    getTranslations('welcomePack'),
    fetchWelcomePack({ ...request, currency: user?.currency ?? null }),
    user && token ? fetchActivationsWithToken({ ...request, token }) : null,
  ]);
  const days = TIMINGS.guestWelcomePackWindowMs / DAY_MS;
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={pack?.publicTitle ?? t('leadFallback')}>
        <div className={styles.ctaRow}>
          <SessionCta
            className={buttonClass({ variant: 'primary', size: 'lg' })}
            guest={{ flag: 'signup', label: t('cta') }}
            member={{ flag: 'deposit', label: t('memberCta') }}
          />
        </div>
      </PageHero>
      <section className={styles.section} aria-labelledby="welcome-steps">
        <header>
          <h2 id="welcome-steps">{t('stepsTitle')}</h2>
          {pack && <p className={styles.sectionLead}>{t('stepsLead', { currency: pack.currency })}</p>}
        </header>
        {pack ? (
          <WelcomeSteps steps={pack.steps} currency={pack.currency} activations={activations} labelledBy="welcome-steps" />
        ) : (
          <EmptyState>
            <p role="alert">{t('loadFailed')}</p>
          </EmptyState>
        )}
      </section>
      <section className={`${styles.section} ${styles.prose}`} aria-labelledby="welcome-terms">
        <h2 id="welcome-terms">{t('termsTitle')}</h2>
        <ul>
          {TERMS.map((term) => (
            <li key={term}>{t(`terms.${term}`, { days })}</li>
          ))}
        </ul>
        <ul className={styles.linkList}>
          <li>
            <Link href="/bonuses">{t('bonusesLink')}</Link>
          </li>
          {user && (
            <li>
              <Link href="/profile/bonuses">{t('myBonusesLink')}</Link>
            </li>
          )}
          <li>
            <Link href={`/policy/${locale === 'en-US' ? 'en' : 'ru'}/user-agreement`}>{t('agreementLink')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
