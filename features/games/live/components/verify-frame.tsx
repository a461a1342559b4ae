'use client';

import { useTranslations } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { Modal } from '@/components/modal';

/**
 * The dialog a live game's past round opens in: its title, a close button, and the check itself, which the game loads
 * lazily (the hashing code comes with the first check, not with the page).
 */
export function VerifyFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useTranslations('games.play.live.verify');
  return (
    <Modal title={title} closeLabel={t('close')} onClose={onClose}>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>{children}</Suspense>
    </Modal>
  );
}
