import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { TournamentsBoard } from './_components/tournaments-board';
import { PageHero } from '@/components/page-hero';
import styles from '@/app/_info/info.module.css';

export const generateMetadata = titleMetadata('tournaments');

/** The index opens on the running tournaments, as /tournaments/active does, under the section's own title. */
export default async function TournamentsPage({ params }: PageProps<'/[locale]/tournaments'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('tournaments');
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')} />
      <TournamentsBoard status="active" locale={locale} retryHref="/tournaments" />
    </div>
  );
}
