'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { copyText } from '../lib/copy-text';
import styles from './cashier.module.css';

interface CopyRowProps {
  label: string;
  /** What the player reads (a card number in groups of four). */
  display: string;
  /** What lands on the clipboard (the digits alone). */
  value: string;
  /** Told the outcome, for the invoice's polite announcement. */
  onCopied: (message: string) => void;
}

/** A value to transfer to, in large type, with its own Copy button. */
export function CopyRow({ label, display, value, onCopied }: CopyRowProps) {
  const t = useTranslations('cashier.invoice');
  return (
    <div className={styles.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.copyValue} translate="no">
          {display}
        </span>
        <Button
          size="sm"
          aria-label={t('copyLabel', { what: label })}
          onClick={async () => onCopied((await copyText(value)) ? t('copied', { what: label }) : t('copyFailed'))}
        >
          {t('copy')}
        </Button>
      </dd>
    </div>
  );
}
