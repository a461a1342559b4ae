'use client';

import { useEffect } from 'react';
import { isVipJoinRequested } from '@/lib/query-flags';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * Where auth and vip meet: a social sign-in from a modal opened with `vip` (`?login&vip`) ends with the VIP
 * join request. The session announces the sign-in before the modal closes, so the flag is still in the URL.
 */
export function watchSocialSignInForVipJoin(join: () => Promise<unknown>): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const event = state.lastAuthEvent;
    if (!event?.social || event === previous.lastAuthEvent) return;
    if (!isVipJoinRequested(new URLSearchParams(window.location.search))) return;
    // The sign-in stands whatever the VIP request does; the VIP page shows its state.
    join().catch((error: unknown) => console.error('vip join error', error));
  });
}

export function VipJoinAfterSocialSignIn() {
  // Imported on use, so the api client stays out of the first load.
  useEffect(() => watchSocialSignInForVipJoin(async () => (await import('@/features/vip/api/join-vip')).joinVip()), []);
  return null;
}
