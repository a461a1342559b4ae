'use client';

import { useEffect, useId, useState } from 'react';
import { controlClass } from '@/components/ui/field-shell';
import styles from './game-screen.module.css';

interface CommitFieldProps {
  label: string;
  /** The value as the field shows it when the player is not editing it. */
  display: string;
  /** Called with the typed text on Enter or when the field loses focus; returns false to put the display back. */
  onCommit: (text: string) => boolean;
  suffix?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A number field linked to others (the dice's target, chance and multiplier): the player types freely, and the value
 * is applied on Enter or blur, after which every linked field shows what the bet really is.
 */
export function CommitField({ label, display, onCommit, suffix, disabled, readOnly }: CommitFieldProps) {
  const id = useId();
  const [text, setText] = useState(display);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- outside an edit the field follows the committed value from its parent.
    if (!editing) setText(display);
  }, [display, editing]);
  const commit = () => {
    setEditing(false);
    if (!onCommit(text)) setText(display);
  };
  return (
    <div className={styles.commitField}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.suffixRow}>
        <input
          id={id}
          className={controlClass}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          onFocus={() => setEditing(true)}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        {suffix && (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </div>
  );
}
