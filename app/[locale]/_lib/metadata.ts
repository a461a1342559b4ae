import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** generateMetadata for a page whose title is `{namespace}.title` in the messages. */
export function titleMetadata(namespace: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return { title: t('title') };
  };
}
