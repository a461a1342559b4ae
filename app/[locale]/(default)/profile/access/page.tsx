import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileAccess } from '@/features/profile/components/profile-access';
import { ProfileSessions } from '@/features/profile/components/profile-sessions';
import { profileTabMetadata } from '../_components/profile-metadata';
import { LoginPrompt } from '../_components/login-prompt';
import { EmptyState } from '@/components/ui/empty-state';

export const generateMetadata = profileTabMetadata('access');

export default async function ProfileAccessPage({ params }: PageProps<'/[locale]/profile/access'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return (
    <div className="grid profile-columns">
      <ProfileAccess guest={<LoginPrompt text={t('main.guest')} />} />
      <ProfileSessions guest={<EmptyState>{t('access.sessionsEmpty')}</EmptyState>} />
    </div>
  );
}
