'use client';

import dynamic from 'next/dynamic';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * The Withdraw section below the profile's first screen, loaded in the browser once the player is known: its form,
 * payout list and billing queries (react-hook-form, zod, the api client) stay out of the profile's first load.
 */
const WithdrawSection = dynamic(() => import('@/features/cashier/components/withdraw-section').then((module) => module.WithdrawSection), {
  ssr: false,
});

export function LazyWithdrawSection() {
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  return signedIn ? <WithdrawSection /> : null;
}
