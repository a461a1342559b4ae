'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import shared from '../../shared/components/game-screen.module.css';

/**
 * How a live round's check ends: the `npm run verify` command that repeats it without this site (when the round can be
 * checked that way), and the page that explains provable fairness.
 */
export function OfflineCheck({ command }: { command: string | null }) {
  const t = useTranslations('games.play.live.verify');
  return (
    <>
      {command && (
        <>
          <p>{t('offline')}</p>
          <p>
            <code className={shared.hash}>{command}</code>
          </p>
        </>
      )}
      <p>
        <Link href="/games/fairness">{t('fairnessPage')}</Link>
      </p>
    </>
  );
}
