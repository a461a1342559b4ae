'use client';

import { useState } from 'react';
import { Modal } from '@/components/modal';
import styles from './support-chat-button.module.css';

/** The `supportChat` messages, translated by the server component that renders the button. */
export interface SupportChatLabels {
  open: string;
  title: string;
  close: string;
  text: string;
  email: string;
}

/**
 * The fixed support-chat button at the bottom right; `onOpen` lets the page send its analytics event. Below
 * 1024 px it takes the right end of the tab bar, which the bar leaves free for it, so it covers no content.
 */
export function SupportChatButton({ labels, onOpen }: { labels: SupportChatLabels; onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        <span className={styles.bubble} aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
          </svg>
        </span>
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {open && (
        <Modal title={labels.title} closeLabel={labels.close} onClose={() => setOpen(false)}>
          <p>{labels.text}</p>
          <p>
            <a href="mailto:support@kazino.example">{labels.email}</a>
          </p>
        </Modal>
      )}
    </>
  );
}
