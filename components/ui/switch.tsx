'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './choice.module.css';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'role'> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
}

/** An on/off setting that applies at once: a native checkbox with role="switch" (checked is read as on), 44 x 24 px. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch({ label, hint, id: givenId, className, ...input }, ref) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <label className={`${styles.row} ${styles.switchRow}`} htmlFor={id}>
        <span className={styles.text}>{label}</span>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          aria-describedby={hint ? hintId : undefined}
          {...input}
        />
      </label>
      {hint && (
        <small id={hintId} className={styles.hint}>
          {hint}
        </small>
      )}
    </div>
  );
});
