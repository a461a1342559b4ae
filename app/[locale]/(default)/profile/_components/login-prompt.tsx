import { getTranslations } from 'next-intl/server';
import { ModalLink } from '@/components/modal-link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { actionsClass } from '@/components/ui/form-layout';

/** What a guest sees instead of account data: a way to log in or sign up. */
export async function LoginPrompt({ text }: { text: string }) {
  const t = await getTranslations('profile');
  return (
    <EmptyState
      action={
        <p className={actionsClass}>
          <ModalLink className={buttonClass({ variant: 'primary' })} flag="login">
            {t('login')}
          </ModalLink>
          <ModalLink className={buttonClass({ variant: 'ghost' })} flag="signup">
            {t('signup')}
          </ModalLink>
        </p>
      }
    >
      <p>{text}</p>
    </EmptyState>
  );
}
