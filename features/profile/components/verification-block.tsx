'use client';

import { useTranslations } from 'next-intl';
import type { User } from '@/lib/session/user-schema';
import { mapVerificationStatus, type VerificationStatus } from '@/lib/verification';
import { ContactConfirm } from './contact-confirm';

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
    <section className="card" aria-labelledby="profile-verification">
      <h3 id="profile-verification">{t('verify.title')}</h3>
      <p>
        {t('main.fields.verification')}: <strong data-testid="verification-status">{t(`verificationStatus.${label}`)}</strong>
      </p>
      {label === 'failed' && (
        <p className="notice notice--warning" role="note">
          {t('main.verificationNeeded')}
        </p>
      )}
      <h4>{t('verify.stepsTitle')}</h4>
      <ul className="contact-list" role="list">
        <li>
          <ContactConfirm channel="email" user={user} />
        </li>
        <li>
          <ContactConfirm channel="phone" user={user} />
        </li>
      </ul>
      {label === 'failed' && <p className="form__note">{t('verify.documentsLater')}</p>}
    </section>
  );
}
