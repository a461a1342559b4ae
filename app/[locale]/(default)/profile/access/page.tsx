import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileAccess } from '@/features/auth/components/profile-access';
import { profileTabMetadata } from '../_components/profile-metadata';
import { LoginPrompt } from '../_components/login-prompt';

export const generateMetadata = profileTabMetadata('access');

export default async function ProfileAccessPage({ params }: PageProps<'/[locale]/profile/access'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return (
    <div className="grid profile-columns">
      <ProfileAccess guest={<LoginPrompt text={t('main.guest')} />} />
      <section className="card" aria-labelledby="access-sessions">
        <h2 id="access-sessions">{t('access.sessionsTitle')}</h2>
        <p>{t('access.sessionsText')}</p>
        <p className="empty-state">{t('access.sessionsEmpty')}</p>
      </section>
    </div>
  );
}
