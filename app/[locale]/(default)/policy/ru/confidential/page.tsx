import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RU_CONFIDENTIAL } from '../../_content/ru-confidential';
import { PolicyArticle } from '../../_components/policy-article';

export const metadata: Metadata = { title: RU_CONFIDENTIAL.title };

export default async function PolicyPage({ params }: PageProps<'/[locale]/policy/ru/confidential'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyArticle policy="confidentialityRu" document={RU_CONFIDENTIAL} />;
}
