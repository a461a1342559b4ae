import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SupportTicketsView } from '@/features/support-chat/components/support-tickets-view';
import { LoginPrompt } from '../_components/login-prompt';
import { profileTabMetadata } from '../_components/profile-metadata';

export const generateMetadata = profileTabMetadata('support');

/** The player's support requests (GET /api/v2/support/tickets), each thread with the answers, and the reply form. */
export default async function ProfileSupportPage({ params }: PageProps<'/[locale]/profile/support'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('supportChat.tickets');
  return (
    <section className="section" aria-labelledby="profile-support">
      <h2 id="profile-support">{t('title')}</h2>
      <SupportTicketsView guest={<LoginPrompt text={t('guest')} />} />
    </section>
  );
}
