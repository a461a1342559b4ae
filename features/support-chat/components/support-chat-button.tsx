'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/modal';

/** The fixed support-chat button at the bottom right; `onOpen` lets the page send its analytics event. */
export function SupportChatButton({ onOpen }: { onOpen?: () => void }) {
  const t = useTranslations('supportChat');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="support-chat-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
        <span className="visually-hidden">{t('open')}</span>
      </button>
      {open && (
        <Modal title={t('title')} closeLabel={t('close')} onClose={() => setOpen(false)}>
          <p>{t('text')}</p>
          <p>
            <a href="mailto:support@kazino.example">{t('email')}</a>
          </p>
        </Modal>
      )}
    </>
  );
}
