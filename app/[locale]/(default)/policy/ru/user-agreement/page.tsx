import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RU_USER_AGREEMENT } from '../../_content/ru-user-agreement';
import { PolicyArticle } from '../../_components/policy-article';

export const metadata: Metadata = { title: RU_USER_AGREEMENT.title };

export default async function PolicyPage({ params }: PageProps<'/[locale]/policy/ru/user-agreement'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyArticle policy="userAgreementRu" document={RU_USER_AGREEMENT} />;
}
