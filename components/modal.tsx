'use client';

import { useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible dialog: labelled, focus moved in and trapped, Escape and the backdrop close it, focus restored.
 * Centred on wide screens; on a phone (< 640 px) a bottom sheet, in thumb reach, that scrolls inside itself.
 */
export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, onClose, 'input, select, textarea');

  return (
    // The backdrop is presentational: a press on it closes the dialog; keyboards close it with Escape (useFocusTrap).
    <div className={styles.backdrop} role="presentation" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
