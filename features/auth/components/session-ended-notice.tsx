'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { ModalLink } from '@/components/modal-link';
import { buttonClass } from '@/components/ui/button';

/**
 * Said once when the session ends without the player logging out (a logout on another device, an expired or revoked
 * token): what happened to their money and the way back in. A game on the page stays on real money meanwhile.
 */
export default function SessionEndedNotice({ onClose: close }: { onClose: () => void }) {
  const t = useTranslations('auth.sessionEnded');
  return (
    <Modal title={t('title')} closeLabel={t('close')} onClose={close}>
      <p>{t('body')}</p>
      <p>
        <ModalLink flag="login" className={buttonClass({ variant: 'primary', size: 'md' })} onClick={close}>
          {t('login')}
        </ModalLink>
      </p>
    </Modal>
  );
}
