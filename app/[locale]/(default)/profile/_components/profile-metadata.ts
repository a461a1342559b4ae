import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** generateMetadata for a profile tab: the tab's name. */
export function profileTabMetadata(tab: 'main' | 'access' | 'bonuses' | 'history' | 'setting' | 'support') {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'profile' });
    return { title: tab === 'main' ? t('title') : `${t(`tabs.${tab}`)} · ${t('title')}` };
  };
}
