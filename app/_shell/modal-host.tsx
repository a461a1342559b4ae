'use client';

import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { preloadClientMessages, useClientIntlConfig } from '@/i18n/client-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { getActiveModal, type ModalFlag } from '@/lib/query-flags';
import { queryAfterModalClose } from '@/features/cashier/lib/deposit-flag';
import { useSessionStore } from '@/lib/session/session-store';
import { ModalLoading, type ModalLoadingLabels } from '@/features/auth/components/modal-loading';

type ModalProps = { onClose: () => void };

/**
 * A modal's code with next-intl's provider around it: both load when the modal opens, in parallel with the client
 * messages (ModalHost starts their download), so neither the forms (react-hook-form, zod, axios, the fingerprint)
 * nor next-intl nor the texts are in the first load.
 */
function withIntl(modal: Promise<{ default: ComponentType<ModalProps> }>) {
  return Promise.all([modal, import('@/i18n/intl-boundary')]).then(([{ default: Modal }, { IntlBoundary }]) => {
    function ModalWithIntl(props: ModalProps) {
      return (
        <IntlBoundary>
          <Modal {...props} />
        </IntlBoundary>
      );
    }
    return { default: ModalWithIntl };
  });
}

// React.lazy rather than next/dynamic, whose loader machinery would add ~3 kB to every page's first load.
const MODALS: Record<ModalFlag, ComponentType<ModalProps>> = {
  login: lazy(() => withIntl(import('@/features/auth/components/login-modal'))),
  signup: lazy(() => withIntl(import('@/features/auth/components/signup-modal'))),
  deposit: lazy(() => withIntl(import('@/features/cashier/components/pay-in-modal').then(({ PayInModal }) => ({ default: PayInModal })))),
};

/** Not a query flag: opened by the session store when a session ends on its own (features/auth session-ended-notice). */
const SessionEndedNotice = lazy(() => withIntl(import('@/features/auth/components/session-ended-notice')));

const subscribeNever = () => () => {};

/** False on the server and while hydrating: the modals render in the browser only (as dynamic() with ssr: false did). */
function useIsBrowserRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The modals that make no sense for a signed-in player: their flags leave the URL (spec section 2). */
const GUEST_MODALS: readonly ModalFlag[] = ['login', 'signup'];

/**
 * Renders the modal the query asks for and removes the flag from the URL when it closes. A signed-in player never
 * sees the login or sign-up modal: its flag leaves the URL whether the player just signed in through it or opened
 * it (a reload, a shared link) while signed in.
 */
export function ModalHost({ loadingLabels }: { loadingLabels: Record<ModalFlag, ModalLoadingLabels> }) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const modal = getActiveModal(searchParams);
  const inBrowser = useIsBrowserRender();
  const intlConfig = useClientIntlConfig();
  const close = useCallback(() => {
    // After a sign-in through `?login&deposit`, the flag for PayIn stays (features/cashier/lib/deposit-flag.ts).
    router.replace(`${pathname}${queryAfterModalClose(searchParams, useSessionStore.getState().status === 'authenticated')}`, {
      scroll: false,
    });
  }, [pathname, router, searchParams]);
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const pointless = signedIn && modal !== null && GUEST_MODALS.includes(modal);
  const endedNotice = useSessionStore((state) => state.ended?.noticeOpen ?? false);
  const wanted = (modal !== null && !pointless) || endedNotice;

  // The modal's texts download alongside its code.
  useEffect(() => {
    if (wanted) preloadClientMessages(intlConfig);
  }, [wanted, intlConfig]);

  useEffect(() => {
    if (!pointless) return;
    // After the current task: a sign-in that just finished announces itself (the VIP join reads the flags) first.
    const timer = setTimeout(close, 0);
    return () => clearTimeout(timer);
  }, [pointless, close]);

  if (!modal && endedNotice && inBrowser) {
    return (
      <Suspense fallback={null}>
        <SessionEndedNotice onClose={() => useSessionStore.getState().closeEndedNotice()} />
      </Suspense>
    );
  }
  if (!modal || pointless) return null;
  // Shown at once while the modal's code loads: the dialog is there, with a busy note, and already closes.
  const loading = <ModalLoading labels={loadingLabels[modal]} onClose={close} />;
  if (!inBrowser) return loading;
  const ActiveModal = MODALS[modal];
  return (
    <Suspense fallback={loading}>
      <ActiveModal onClose={close} />
    </Suspense>
  );
}
