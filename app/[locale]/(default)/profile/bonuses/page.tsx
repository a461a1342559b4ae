import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { profileTabMetadata } from '../_components/profile-metadata';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export const generateMetadata = profileTabMetadata('bonuses');

export default async function ProfileBonusesPage({ params }: PageProps<'/[locale]/profile/bonuses'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile.bonuses');
  return (
    <section className="section" aria-labelledby="profile-bonuses">
      <h2 id="profile-bonuses">{t('title')}</h2>
      <EmptyState
        action={
          <Link className={buttonClass({ variant: 'ghost' })} href="/bonuses">
            {t('link')}
          </Link>
        }
      >
        <p>{t('empty')}</p>
      </EmptyState>
    </section>
  );
}
