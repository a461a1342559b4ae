import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { BonusesView } from '@/features/bonuses/components/bonuses-view';
import { profileTabMetadata } from '../_components/profile-metadata';
import { LoginPrompt } from '../_components/login-prompt';
import { buttonClass } from '@/components/ui/button';

export const generateMetadata = profileTabMetadata('bonuses');

/** The player's bonuses (GET /api/v2/bonuses/activations), wagering progress, Forfeit and the promo-code form. */
export default async function ProfileBonusesPage({ params }: PageProps<'/[locale]/profile/bonuses'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return (
    <section className="section" aria-labelledby="profile-bonuses">
      <h2 id="profile-bonuses">{t('bonuses.title')}</h2>
      <BonusesView
        guest={<LoginPrompt text={t('bonuses.guest')} />}
        empty={
          <>
            <p>{t('bonuses.empty')}</p>
            <Link className={buttonClass({ variant: 'ghost' })} href="/welcome-pack">
              {t('bonuses.link')}
            </Link>
          </>
        }
      />
    </section>
  );
}
