'use client';

import { useTranslations } from 'next-intl';
import type { User } from '@/lib/session/user-schema';
import { mapVerificationStatus, type VerificationStatus } from '@/lib/verification';
import { ContactConfirm } from './contact-confirm';
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

/** The verification card: the status, the steps a player can take now (email, phone), and what the operator asks. */
export function VerificationBlock({ user }: { user: User }) {
  const t = useTranslations('profile');
  const label = verificationLabelOf(user);
  return (
    <section className={cardClass} aria-labelledby="profile-verification">
      <h3 id="profile-verification">{t('verify.title')}</h3>
      <p>
        {t('main.fields.verification')}: <strong data-testid="verification-status">{t(`verificationStatus.${label}`)}</strong>
      </p>
      {label === 'failed' && (
        <p className={noticeClass('warning')} role="note">
          {t('main.verificationNeeded')}
        </p>
      )}
      <h4>{t('verify.stepsTitle')}</h4>
      <ul className={styles.contacts} role="list">
        <li>
          <ContactConfirm channel="email" user={user} />
        </li>
        <li>
          <ContactConfirm channel="phone" user={user} />
        </li>
      </ul>
      {label === 'failed' && <p className={noteClass}>{t('verify.documentsLater')}</p>}
    </section>
  );
}
