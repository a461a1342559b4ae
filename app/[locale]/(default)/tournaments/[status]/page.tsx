import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isTournamentStatus, TOURNAMENT_STATUSES } from '@/lib/tournaments';
import { TournamentsBoard } from '../_components/tournaments-board';
import { PageHero } from '@/components/page-hero';
import styles from '@/app/_info/info.module.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return TOURNAMENT_STATUSES.map((status) => ({ status }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournaments/[status]'>): Promise<Metadata> {
  const { locale, status } = await params;
  const t = await getTranslations({ locale, namespace: 'tournaments' });
  return isTournamentStatus(status) ? { title: t('listTitle', { status: t(`statuses.${status}.name`) }) } : {};
}

export default async function TournamentStatusPage({ params }: PageProps<'/[locale]/tournaments/[status]'>) {
  const { locale, status: param } = await params;
  setRequestLocale(locale);
  // The proxy and dynamicParams=false answer unknown params with the 404 page; this only narrows the type.
  if (!isTournamentStatus(param)) notFound();
  const status = param;
  const t = await getTranslations('tournaments');
  return (
    <div className={styles.page}>
      <PageHero title={t('listTitle', { status: t(`statuses.${status}.name`) })} lead={t(`statuses.${status}.text`)} />
      <TournamentsBoard status={status} locale={locale} retryHref={`/tournaments/${status}`} />
    </div>
  );
}
