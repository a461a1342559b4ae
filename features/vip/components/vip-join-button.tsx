'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useSessionStore } from '@/lib/session/session-store';

export type VipJoinLabels = { guest: string; join: string; busy: string; sent: string; pending: string; failed: string };

type State = 'idle' | 'busy' | 'sent' | 'pending' | 'failed';

/**
 * The VIP club's call to action: a guest logs in first (`?login&vip`, so a social sign-in ends with the
 * request); a signed-in player sends the request and reads its outcome. Texts come translated from the page.
 */
export function VipJoinButton({ labels }: { labels: VipJoinLabels }) {
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const [state, setState] = useState<State>('idle');

  if (!signedIn) {
    return (
      <Link className="button button--primary" href="?login&vip" scroll={false} prefetch={false}>
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
    <div className="vip-join">
      <button type="button" className="button button--primary" onClick={join} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {state === 'busy' ? labels.busy : labels.join}
      </button>
      <p
        className={state === 'failed' ? 'notice notice--error' : 'notice notice--success'}
        role={state === 'failed' ? 'alert' : 'status'}
        hidden={!message}
      >
        {message}
      </p>
    </div>
  );
}
