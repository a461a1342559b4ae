'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useWhenIdle } from '@/components/use-when-idle';
import { actionsClass, formClass } from '@/components/ui/form-layout';
import type { User } from '@/lib/session/user-schema';
import type { Channel } from './contact-confirm-form';
import styles from './profile.module.css';

const ContactConfirmForm = lazy(() => import('./contact-confirm-form').then((module) => ({ default: module.ContactConfirmForm })));

/**
 * One contact's confirmation: "confirmed", or the form that sends and checks a code. The form's code loads only when a
 * contact needs it, once the page is interactive (the server renders the profile with the user, so hydration must
 * not wait for it); meanwhile a frame of its size stands in, so the cards below do not move when it arrives.
 */
export function ContactConfirm({ channel, user }: { channel: Channel; user: User }) {
  const t = useTranslations('profile.verify');
  const [justConfirmed, setJustConfirmed] = useState(false);
  const formReady = useWhenIdle();
  const confirmed = channel === 'email' ? user.is_email_verified : user.is_phone_verified;
  const own = channel === 'email' ? user.email : user.phone;
  const label = t(channel);
  if (confirmed) {
    return (
      <p className={styles.confirmed} role={justConfirmed ? 'status' : undefined}>
        <strong>{label}</strong>: {justConfirmed ? t('justConfirmed') : t('confirmed')}
      </p>
    );
  }
  const frame = <ContactConfirmFrame label={label} state={t('notConfirmed')} withAddress={!own} />;
  if (!formReady) return frame;
  return (
    <Suspense fallback={frame}>
      <ContactConfirmForm channel={channel} user={user} onConfirmed={() => setJustConfirmed(true)} />
    </Suspense>
  );
}

/**
 * The form's outline before its code (or the account) has loaded: the title line, the address field when the
 * account has none, and the button, each the height of the real one.
 */
export function ContactConfirmFrame({ label, state, withAddress }: { label?: string; state?: string; withAddress: boolean }) {
  return (
    <div className={formClass} aria-hidden="true">
      <p>
        {label && state ? (
          <>
            <strong>{label}</strong>: {state}
          </>
        ) : (
          <Skeleton width="12em" height="1.5em" />
        )}
      </p>
      {withAddress && (
        <div className={styles.fieldFrame}>
          <Skeleton width="9em" height="calc(var(--text-sm) * 1.5)" />
          <Skeleton height="44px" radius="sm" />
        </div>
      )}
      <div className={actionsClass}>
        <Skeleton width="8.5em" height="44px" radius="md" />
      </div>
    </div>
  );
}
