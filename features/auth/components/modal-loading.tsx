'use client';

import { Modal } from '@/components/modal';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './modal-loading.module.css';

/** The texts of the loading dialog, translated by whoever renders it (it shows before next-intl has loaded). */
export interface ModalLoadingLabels {
  title: string;
  close: string;
  loading: string;
}

/** Shown while a modal's code loads: the dialog is there at once, with a busy note. */
export function ModalLoading({ labels, onClose }: { labels: ModalLoadingLabels; onClose: () => void }) {
  return (
    <Modal title={labels.title} closeLabel={labels.close} onClose={onClose}>
      <p role="status" aria-busy="true">
        {labels.loading}
      </p>
      <Skeleton height="44px" />
      <Skeleton height="44px" className={styles.gap} />
      <Skeleton height="44px" radius="sm" className={styles.gap} />
    </Modal>
  );
}
