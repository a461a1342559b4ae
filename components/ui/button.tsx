import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button's classes, for links and labels that must look like one. */
export function buttonClass({ variant = 'secondary', size = 'md', block = false }: ButtonLook = {}, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : null, extra].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { loading?: boolean };

/**
 * A button in three sizes and four variants. While loading it keeps its label (so its width holds), shows a spinner,
 * says aria-busy and refuses clicks without leaving the tab order, so focus does not jump away mid-submit.
 */
export function Button({ variant, size, block, loading = false, className, type = 'button', onClick, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
