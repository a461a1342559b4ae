import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { profileTabMetadata } from '../_components/profile-metadata';
import { LoginPrompt } from '../_components/login-prompt';

const TIME_ZONES = [
  'Europe/Moscow',
  'Asia/Almaty',
  'Asia/Tashkent',
  'Asia/Bishkek',
  'Asia/Baku',
  'Europe/Istanbul',
  'Asia/Kolkata',
  'Europe/Berlin',
  'UTC',
] as const;

export const generateMetadata = profileTabMetadata('setting');

export default async function ProfileSettingPage({ params }: PageProps<'/[locale]/profile/setting'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return <ProfileSettings guest={<LoginPrompt text={t('main.guest')} />} timeZones={TIME_ZONES} />;
}
