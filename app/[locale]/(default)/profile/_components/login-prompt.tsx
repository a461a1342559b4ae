import { getTranslations } from 'next-intl/server';
import { ModalLink } from '@/components/modal-link';

/** What a guest sees instead of account data: a way to log in or sign up. */
export async function LoginPrompt({ text }: { text: string }) {
  const t = await getTranslations('profile');
  return (
    <div className="empty-state">
      <p>{text}</p>
      <p className="profile-actions">
        <ModalLink className="button button--primary" flag="login">
          {t('login')}
        </ModalLink>
        <ModalLink className="button button--ghost" flag="signup">
          {t('signup')}
        </ModalLink>
      </p>
    </div>
  );
}
