'use client';

import { useTranslations } from 'next-intl';
import type { User } from '@/lib/session/user-schema';
import { mapVerificationStatus, type VerificationStatus } from '@/lib/verification';
import { ContactConfirm, ContactConfirmFrame } from './contact-confirm';
import { Skeleton } from '@/components/ui/skeleton';
import { cardClass } from '@/components/ui/card';
import { noteClass } from '@/components/ui/form-layout';
import { noticeClass } from '@/components/ui/notice';
import styles from './profile.module.css';

/**
 * What the player sees of verification: under review and verified as the operator set them; otherwise "Not verified"
 * only when the operator requires verification (`is_need`), else "Not required".
 */
export function verificationLabelOf(user: Pick<User, 'verification'>): VerificationStatus | 'none' {
  const status = mapVerificationStatus(user.verification?.data?.status);
  if (status === 'success' || status === 'pending') return status;
  return user.verification?.is_need ? 'failed' : 'none';
}

/**
 * The verification card: the status, the steps a player can take now (email, phone), and what the operator asks.
 * Without a user (the session still loading) it is the card's outline at the size it usually has: one contact with
 * its address and one without.
 */
export function VerificationBlock({ user }: { user: User | null }) {
  const t = useTranslations('profile');
  const label = user ? verificationLabelOf(user) : null;
  return (
    <section className={cardClass} aria-labelledby="profile-verification">
      <h3 id="profile-verification">{t('verify.title')}</h3>
      <p>
        {t('main.fields.verification')}:{' '}
        {label ? (
          <strong className={styles.status} data-testid="verification-status">
            {t(`verificationStatus.${label}`)}
          </strong>
        ) : (
          <Skeleton width="7em" height="1.5em" className={styles.inlineSkeleton} />
        )}
      </p>
      {label === 'failed' && (
        <p className={noticeClass('warning')} role="note">
          {t('main.verificationNeeded')}
        </p>
      )}
      <h4>{t('verify.stepsTitle')}</h4>
      <ul className={styles.contacts} role="list">
        <li>{user ? <ContactConfirm channel="email" user={user} /> : <ContactConfirmFrame withAddress={false} />}</li>
        <li>{user ? <ContactConfirm channel="phone" user={user} /> : <ContactConfirmFrame withAddress />}</li>
      </ul>
      {label === 'failed' && <p className={noteClass}>{t('verify.documentsLater')}</p>}
    </section>
  );
}
