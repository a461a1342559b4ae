'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { QueryProvider } from '@/components/query-provider';
import { SignupForm } from './signup-form';

/** Loaded only when `?signup` is in the URL. */
export default function SignupModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('modals');
  return (
    <Modal title={t('signup.title')} closeLabel={t('close')} onClose={onClose}>
      <QueryProvider>
        <SignupForm onDone={onClose} />
      </QueryProvider>
    </Modal>
  );
}
