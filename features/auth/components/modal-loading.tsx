'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';

/** Shown while a modal's code loads: the dialog is there at once, with a busy note. */
export function ModalLoading({ title, onClose }: { title: 'login' | 'signup'; onClose: () => void }) {
  const t = useTranslations('modals');
  const auth = useTranslations('auth');
  return (
    <Modal title={t(`${title}.title`)} closeLabel={t('close')} onClose={onClose}>
      <p role="status" aria-busy="true">
        {auth('loading')}
      </p>
    </Modal>
  );
}
