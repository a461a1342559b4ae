'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { QueryProvider } from '@/components/query-provider';
import { LoginForm } from './login-form';

/** Loaded only when `?login` is in the URL: the form, react-hook-form, zod and axios come with it. */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('modals');
  return (
    <Modal title={t('login.title')} closeLabel={t('close')} onClose={onClose}>
      <QueryProvider>
        <LoginForm onDone={onClose} />
      </QueryProvider>
    </Modal>
  );
}
