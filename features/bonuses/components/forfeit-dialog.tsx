'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActivationView } from '@/lib/bonuses/contract';
import { Modal } from '@/components/modal';
import { Button } from '@/components/ui/button';
import { noticeClass } from '@/components/ui/notice';
import { readApiFailure } from '@/lib/api/validation-errors';
import { forfeitActivation } from '../api/activations';
import styles from './bonuses.module.css';

/** Asks before the bonus is given up: its bonus money is removed and wagering stops. */
export function ForfeitDialog({
  activation,
  onClose,
  onDone,
}: {
  activation: ActivationView;
  onClose: () => void;
  onDone: () => Promise<void> | void;
}) {
  const t = useTranslations('profile.bonuses');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await forfeitActivation(activation.id);
      await onDone();
      onClose();
    } catch (failure) {
      setError(readApiFailure(failure).code === 'bonus_not_active' ? t('forfeitGone') : t('forfeitFailed'));
      await onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('forfeitTitle')} closeLabel={t('close')} onClose={onClose}>
      <p>{t('forfeitText', { name: activation.name })}</p>
      {error && (
        <p className={noticeClass('error')} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          {t('forfeitConfirm')}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </Modal>
  );
}
