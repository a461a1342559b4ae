import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EN_KYC } from '../../_content/en-kyc';
import { PolicyArticle } from '../../_components/policy-article';

export const metadata: Metadata = { title: EN_KYC.title };

export default async function PolicyPage({ params }: PageProps<'/[locale]/policy/en/kyc'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyArticle policy="kyc" document={EN_KYC} />;
}
