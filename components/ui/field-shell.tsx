import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** Gets the ids the control must name in aria-describedby (hint, then error), or undefined when there are none. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** The ids of a field's hint and error, in the order a screen reader reads them. */
export function describedByOf(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A visible label, the control, its hint and its error; the control is described by both. */
export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(describedByOf(id, hint, error))}
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
}

export const controlClass = styles.control;
