'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useEndOtherSessions, useSessions, type AccountSession } from '../api/sessions';
import { AccountGate } from '@/components/account-gate';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { noticeClass } from '@/components/ui/notice';
import { Badge } from '@/components/ui/badge';
import styles from './profile.module.css';

/** The access tab's sessions card: where the account is signed in, and a way to end every other session. */
export function ProfileSessions({ guest }: { guest: ReactNode }) {
  const t = useTranslations('profile.access');
  const id = useId();
  return (
    <section className={cardClass} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sessionsTitle')}</h2>
      <p>{t('sessionsText')}</p>
      <AccountGate guest={guest}>{(user) => <SessionList timeZone={user.timezone ?? undefined} />}</AccountGate>
    </section>
  );
}

/** Times show in the user's own time zone when the profile has one. */
function SessionList({ timeZone }: { timeZone?: string }) {
  const t = useTranslations('profile.access');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [ended, setEnded] = useState(false);

  if (sessions.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('sessionsLoading')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <p className={noticeClass('error')} role="alert">
        {t('sessionsFailed')}
      </p>
    );
  }
  const others = sessions.data.filter((session) => !session.current).length;
  const busy = endOthers.isPending;

  return (
    <>
      <ul className={styles.sessions} aria-label={t('sessionsTitle')}>
        {sessions.data.map((session) => (
          <SessionItem key={session.id} session={session} timeZone={timeZone} />
        ))}
      </ul>
      {ended && (
        <p className={noticeClass('success')} role="status">
          {t('othersEnded')}
        </p>
      )}
      {endOthers.isError && (
        <p className={noticeClass('error')} role="alert">
          {t('sessionsFailed')}
        </p>
      )}
      <button
        type="button"
        className={buttonClass({ variant: 'ghost' })}
        disabled={others === 0 || busy}
        aria-busy={busy}
        onClick={() => {
          setEnded(false);
          endOthers.mutate(undefined, { onSuccess: () => setEnded(true) });
        }}
      >
        {t('endOthers', { count: others })}
      </button>
    </>
  );
}

function SessionItem({ session, timeZone }: { session: AccountSession; timeZone?: string }) {
  const t = useTranslations('profile.access');
  const locale = useLocale();
  const intlZone = useTimeZone();
  const seen = formatDateTime(new Date(session.last_seen_at), {
    locale,
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone ?? intlZone,
  });
  return (
    <li className={styles.session}>
      <strong>{session.user_agent ? describeAgent(session.user_agent) : t('unknownDevice')}</strong>
      {session.current && <Badge tone="accent">{t('thisDevice')}</Badge>}
      <small>{session.ip ? t('sessionSeen', { ip: session.ip, seen }) : t('sessionSeenNoIp', { seen })}</small>
    </li>
  );
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short "Browser · System" from a user agent; the raw string (cut) when neither is recognised. */
export function describeAgent(userAgent: string): string {
  const names = [BROWSERS, SYSTEMS].map((known) => known.find(([pattern]) => pattern.test(userAgent))?.[1]).filter(Boolean);
  return names.length > 0 ? names.join(' · ') : userAgent.slice(0, 80);
}
