'use client';

import { lazy, Suspense, useState } from 'react';
import { Modal } from '@/components/modal';
import { publicEnv } from '@/lib/config/public-env';
import { COOKIE_NAMES } from '@/lib/cookies';
import { useCspNonce } from '@/lib/csp-nonce';
import { getVisitorGeo } from '@/lib/geo/visitor-geo';
import { parseRegionOverride } from '@/lib/region';
import { readCookie } from '@/lib/session/token-cookie';
import { chatLocationFor, chatScriptUrl, openProviderChat, type ChatProviderConfig } from '@/lib/support/chat-provider';
import styles from './support-chat-button.module.css';

/** The `supportChat` messages, translated by the server component that renders the button. */
export interface SupportChatLabels {
  open: string;
  title: string;
  close: string;
  text: string;
  loading: string;
}

// The form (react-hook-form, zod, next-intl, axios) loads when the modal first opens, not with every page.
const ContactFormModalBody = lazy(() =>
  Promise.all([import('./contact-form'), import('@/i18n/intl-boundary')]).then(([{ ContactForm }, { IntlBoundary }]) => ({
    default: function ContactFormWithIntl() {
      return (
        <IntlBoundary>
          <ContactForm />
        </IntlBoundary>
      );
    },
  })),
);

/** The visitor's region: the one they chose (region_override), else the geo lookup's. */
async function visitorRegion(): Promise<string | null> {
  const override = parseRegionOverride(readCookie(COOKIE_NAMES.regionOverride));
  if (override && override !== 'region_restricted') return override;
  return (await getVisitorGeo())?.region ?? null;
}

/**
 * The fixed support-chat button at the bottom right; `onOpen` lets the page send its analytics event. With a chat
 * provider configured it opens the provider's chat (KZ visitors at the KZ location); without one, or when the
 * provider's script fails, a modal with the contact form that opens a support ticket. Below 1024 px it takes the
 * right end of the tab bar, which the bar leaves free for it, so it covers no content.
 */
export function SupportChatButton({
  labels,
  onOpen,
  provider = publicEnv.supportChat,
}: {
  labels: SupportChatLabels;
  onOpen?: () => void;
  provider?: ChatProviderConfig;
}) {
  const [open, setOpen] = useState(false);
  const nonce = useCspNonce();
  const openChat = async () => {
    onOpen?.();
    if (!provider.scriptUrl) return setOpen(true);
    const location = chatLocationFor(await visitorRegion(), provider);
    const url = chatScriptUrl(provider, location);
    if (!url) return setOpen(true);
    await openProviderChat(url, location, nonce).catch(() => setOpen(true));
  };
  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" aria-expanded={open} onClick={() => void openChat()}>
        <span className={styles.bubble} aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
          </svg>
        </span>
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {open && (
        <Modal title={labels.title} closeLabel={labels.close} onClose={() => setOpen(false)}>
          <p>{labels.text}</p>
          <Suspense fallback={<p role="status">{labels.loading}</p>}>
            <ContactFormModalBody />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
