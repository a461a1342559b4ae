import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { QueryProvider } from '@/components/query-provider';
import { fetchVipStatusWithToken } from '@/features/vip/api/fetch-vip-status';
import { VipJoinButton } from '@/features/vip/components/vip-join-button';
import { VipLevelsTable } from '@/features/vip/components/vip-levels-table';
import { VipStatusPanel } from '@/features/vip/components/vip-status-panel';
import type { VipLevelNames, VipStatusText } from '@/features/vip/components/vip-text';
import { PageHero } from '@/components/page-hero';
import { webEnv } from '@/lib/config/web-env';
import { COOKIE_NAMES } from '@/lib/cookies';
import { DEFAULT_LOCALE_CODE, isLocaleTag, localeCodeOf } from '@/lib/locales';
import { VIP_LEVEL_IDS } from '@/lib/vip/levels';
import styles from '@/app/_info/info.module.css';

const JOIN = ['step1', 'step2', 'step3'] as const;
const STATUS_TEXTS = [
  'title',
  'levelNow',
  'wagered',
  'toNext',
  'top',
  'progressLabel',
  'progressValue',
  'rakebackTitle',
  'rakebackLead',
  'rakebackEmpty',
  'claim',
  'claiming',
  'claimed',
  'nothing',
  'inProgress',
  'failed',
  'loading',
  'loadFailed',
  'guestTitle',
  'guestText',
  'guestCta',
] as const;

export const generateMetadata = titleMetadata('vipClub');

/**
 * The VIP club: the published levels (lib/vip/levels.ts), the signed-in player's level, progress and rakeback
 * (GET /api/v2/vip/status, fetched here with the token cookie so the page arrives filled in), and the join request.
 */
export default async function VipClubPage({ params }: PageProps<'/[locale]/vip-club'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const token = (await cookies()).get(COOKIE_NAMES.token)?.value;
  const [t, status] = await Promise.all([
    getTranslations('vipClub'),
    token
      ? fetchVipStatusWithToken({
          apiBaseUrl: webEnv.API_INTERNAL_URL,
          token,
          localeCode: isLocaleTag(locale) ? localeCodeOf(locale) : DEFAULT_LOCALE_CODE,
          timeoutMs: webEnv.API_TIMEOUT_MS,
        })
      : null,
  ]);
  const names = Object.fromEntries(VIP_LEVEL_IDS.map((id) => [id, t(`levels.${id}.name`)])) as VipLevelNames;
  // Templates: the browser fills their {placeholders} as the player's figures change.
  const statusText = {
    ...(Object.fromEntries(STATUS_TEXTS.map((key) => [key, t.raw(`status.${key}`) as string])) as Omit<VipStatusText, 'names'>),
    names,
  };
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')}>
        <div className={styles.ctaRow}>
          <VipJoinButton
            labels={{
              guest: t('join'),
              join: t('joinRequest'),
              busy: t('joinBusy'),
              sent: t('joinSent'),
              pending: t('joinPending'),
              failed: t('joinFailed'),
            }}
          />
        </div>
      </PageHero>
      <section className={styles.section} aria-label={t('status.title')}>
        <QueryProvider>
          <VipStatusPanel initial={status} signedInOnServer={token !== undefined} text={statusText} locale={locale} />
        </QueryProvider>
      </section>
      <section className={styles.section} aria-labelledby="vip-levels">
        <header>
          <h2 id="vip-levels">{t('levelsTitle')}</h2>
          <p className={styles.sectionLead}>{t('levelsLead')}</p>
        </header>
        <VipLevelsTable
          labelledBy="vip-levels"
          locale={locale}
          currentLevel={status?.level.number ?? null}
          text={{
            level: t('table.level'),
            threshold: t('table.threshold'),
            rakeback: t('table.rakeback'),
            reward: t('table.reward'),
            current: t('table.current'),
            noReward: t('table.noReward'),
            rakebackShare: t.raw('table.rakebackShare') as string,
            names,
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="vip-join">
        <h2 id="vip-join">{t('joinTitle')}</h2>
        <ol className={styles.steps} role="list">
          {JOIN.map((step) => (
            <li key={step}>
              <span>{t(`joinSteps.${step}`)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t('joinNote')}</p>
      </section>
    </div>
  );
}
