'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { getActiveModal, withoutModalFlags } from '@/lib/query-flags';
import { ModalLoading } from '@/features/auth/components/modal-loading';
import { PayInModal } from '@/features/pay-in/components/pay-in-modal';

// The auth forms (react-hook-form, zod, imask, axios, the fingerprint) load only when their modal opens.
const LoginModal = dynamic(() => import('@/features/auth/components/login-modal'), { ssr: false, loading: () => <ModalLoading title="login" onClose={closeFromLoading} /> });
const SignupModal = dynamic(() => import('@/features/auth/components/signup-modal'), { ssr: false, loading: () => <ModalLoading title="signup" onClose={closeFromLoading} /> });

/** The loading placeholder has no props from the host; Escape there waits for the real modal. */
function closeFromLoading() {}

/** Renders the modal the query asks for and removes the flag from the URL when it closes. */
export function ModalHost() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const modal = getActiveModal(searchParams);
  const close = useCallback(() => {
    router.replace(`${pathname}${withoutModalFlags(searchParams)}`, { scroll: false });
  }, [pathname, router, searchParams]);

  if (modal === 'login') return <LoginModal onClose={close} />;
  if (modal === 'signup') return <SignupModal onClose={close} />;
  if (modal === 'deposit') return <PayInModal onClose={close} />;
  return null;
}
