import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerIntlBoundary } from '@/i18n/client-messages-provider';
import { ProfileTabs } from './_components/profile-tabs';

const TABS = [
  { key: 'main', href: '/profile' },
  { key: 'access', href: '/profile/access' },
  { key: 'bonuses', href: '/profile/bonuses' },
  { key: 'history', href: '/profile/history' },
  { key: 'setting', href: '/profile/setting' },
  { key: 'support', href: '/profile/support' },
] as const;

export default async function ProfileLayout({ children, params }: LayoutProps<'/[locale]/profile'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <ProfileTabs label={t('tabsLabel')} items={TABS.map((tab) => ({ href: tab.href, label: t(`tabs.${tab.key}`) }))} />
      {/* The profile's client components translate in the browser. */}
      <ServerIntlBoundary>{children}</ServerIntlBoundary>
    </div>
  );
}
