import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EN_USER_AGREEMENT } from '../../_content/en-user-agreement';
import { PolicyArticle } from '../../_components/policy-article';

export const metadata: Metadata = { title: EN_USER_AGREEMENT.title };

export default async function PolicyPage({ params }: PageProps<'/[locale]/policy/en/user-agreement'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyArticle policy="userAgreementEn" document={EN_USER_AGREEMENT} />;
}
