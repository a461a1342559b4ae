import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title?: string;
  children?: ReactNode;
  /** A decorative picture (an svg); hidden from screen readers. */
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** What a list or a page shows when it has nothing yet: a line of text and what to do next. */
export function EmptyState({ title, children, icon, action, className }: EmptyStateProps) {
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {title && <p className={styles.title}>{title}</p>}
      {children && <div className={styles.text}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
