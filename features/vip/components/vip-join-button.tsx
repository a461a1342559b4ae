'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useSessionStore } from '@/lib/session/session-store';
import { Button, buttonClass } from '@/components/ui/button';
import { noticeClass } from '@/components/ui/notice';
import styles from './vip-join-button.module.css';

export type VipJoinLabels = { guest: string; join: string; busy: string; sent: string; pending: string; failed: string };

type State = 'idle' | 'busy' | 'sent' | 'pending' | 'failed';

const LOOK = { variant: 'primary', size: 'lg' } as const;

/**
 * The VIP club's call to action: a guest logs in first (`?login&vip`, so a social sign-in ends with the
 * request); a signed-in player sends the request and reads its outcome. Texts come translated from the page.
 * Until the browser knows the session it holds the button's place hidden, so neither action flashes.
 */
export function VipJoinButton({ labels }: { labels: VipJoinLabels }) {
  const status = useSessionStore((session) => session.status);
  const [state, setState] = useState<State>('idle');

  if (status === 'unknown' || status === 'loading') {
    return (
      <span className={`${buttonClass(LOOK)} ${styles.placeholder}`} aria-hidden="true" data-testid="vip-join-placeholder">
        {labels.guest}
      </span>
    );
  }
  if (status !== 'authenticated') {
    return (
      <Link className={buttonClass(LOOK)} href="?login&vip" scroll={false} prefetch={false}>
        {labels.guest}
      </Link>
    );
  }

  const join = async () => {
    setState('busy');
    try {
      const { joinVip } = await import('../api/join-vip');
      setState((await joinVip()).created ? 'sent' : 'pending');
    } catch {
      setState('failed');
    }
  };

  const message = state === 'sent' || state === 'pending' || state === 'failed' ? labels[state] : null;
  return (
    <div className={styles.join}>
      <Button {...LOOK} onClick={join} loading={state === 'busy'}>
        {state === 'busy' ? labels.busy : labels.join}
      </Button>
      <p
        className={noticeClass(state === 'failed' ? 'error' : 'success', styles.notice)}
        role={state === 'failed' ? 'alert' : 'status'}
        hidden={!message}
      >
        {message}
      </p>
    </div>
  );
}
