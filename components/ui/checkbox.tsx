'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './choice.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A native checkbox drawn at 24 x 24 px inside a label row of at least 24 px, so the whole row is the target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id: givenId, className, ...input },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={styles.text}>{label}</span>
      </label>
      {error && (
        <small id={errorId} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
});
