import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileMain } from '@/features/profile/components/profile-main';
import { profileTabMetadata } from './_components/profile-metadata';
import { LazyWithdrawSection } from './_components/lazy-withdraw-section';
import { LoginPrompt } from './_components/login-prompt';

export const generateMetadata = profileTabMetadata('main');

export default async function ProfileMainPage({ params }: PageProps<'/[locale]/profile'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile.main');
  return (
    <>
      <section className="section" aria-labelledby="profile-identity">
        <h2 id="profile-identity">{t('identityTitle')}</h2>
        <ProfileMain guest={<LoginPrompt text={t('guest')} />} />
      </section>
      <LazyWithdrawSection />
    </>
  );
}
