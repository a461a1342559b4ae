'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import styles from '@/features/cashier/components/cashier.module.css';
import { useSessionStore } from '@/lib/session/session-store';

const WithdrawSection = lazy(() =>
  import('@/features/cashier/components/withdraw-section').then((module) => ({ default: module.WithdrawSection })),
);

/** The section starts loading this far before it scrolls into view, so it is there when the player gets to it. */
const LOAD_AHEAD = '300px 0px';

/**
 * The Withdraw section below the profile's first screen. Its code (the form, the payout list, react-hook-form, zod,
 * the api client) loads when the section comes near the screen or a pointer reaches it; until then the page shows its
 * heading and a frame of its size. Once shown it stays mounted for as long as the player is signed in, so a reload
 * of the profile (the balance after a payout) never takes its state (the payout's success notice) away.
 */
export function LazyWithdrawSection() {
  const status = useSessionStore((state) => state.status);
  const [wanted, setWanted] = useState(false);
  const frame = useRef<HTMLElement>(null);
  const signedIn = status === 'authenticated';

  useEffect(() => {
    const node = frame.current;
    if (wanted || !signedIn || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser without IntersectionObserver loads the section at once: one extra render, once.
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted, signedIn]);

  if (status === 'guest' || (!signedIn && !wanted)) return null;
  const placeholder = <WithdrawFrame ref={frame} onReach={() => setWanted(true)} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WithdrawSection />
    </Suspense>
  );
}

/** The section's heading and the outline of its two cards (the form, the payouts), at about their height. */
function WithdrawFrame({ ref, onReach }: { ref: Ref<HTMLElement>; onReach: () => void }) {
  const t = useTranslations('cashier.withdraw');
  return (
    <section
      ref={ref}
      className={`section ${styles.withdraw}`}
      aria-labelledby="profile-withdraw"
      aria-busy="true"
      onPointerEnter={onReach}
      onTouchStart={onReach}
    >
      <h2 id="profile-withdraw">{t('title')}</h2>
      <div className={styles.withdrawGrid}>
        <Card as="div">
          <Skeleton height="420px" radius="md" />
        </Card>
        <Card as="div">
          <Skeleton height="160px" radius="md" />
        </Card>
      </div>
    </section>
  );
}
