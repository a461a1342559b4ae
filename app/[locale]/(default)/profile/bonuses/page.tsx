import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { profileTabMetadata } from '../_components/profile-metadata';

export const generateMetadata = profileTabMetadata('bonuses');

export default async function ProfileBonusesPage({ params }: PageProps<'/[locale]/profile/bonuses'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile.bonuses');
  return (
    <section className="section" aria-labelledby="profile-bonuses">
      <h2 id="profile-bonuses">{t('title')}</h2>
      <div className="empty-state">
        <p>{t('empty')}</p>
        <Link className="button button--ghost" href="/bonuses">
          {t('link')}
        </Link>
      </div>
    </section>
  );
}
