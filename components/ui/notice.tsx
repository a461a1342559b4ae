import type { HTMLAttributes } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/** The classes of an inline notice, for elements that keep their own tag and role (a p role="status", a div role="alert"). */
export function noticeClass(tone: NoticeTone = 'info', extra?: string): string {
  return [styles.notice, styles[tone], extra].filter(Boolean).join(' ');
}

/** An inline message in a form or a page: the tone's colour on the edge, the words say what happened. */
export function Notice({ tone = 'info', className, ...rest }: HTMLAttributes<HTMLDivElement> & { tone?: NoticeTone }) {
  return <div className={noticeClass(tone, className)} {...rest} />;
}
