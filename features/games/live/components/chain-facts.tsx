'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { getPreviousGameHash, isGameHash } from '@/lib/fairness/crash';
import shared from '../../shared/components/game-screen.module.css';
import styles from './live.module.css';

interface ChainEntry {
  roundId: string;
  hash: string;
}

/** The round before this one, when the history still holds it (round ids count up by one). */
function previousOf(entry: ChainEntry, history: readonly ChainEntry[]): ChainEntry | null {
  const id = Number(entry.roundId);
  return Number.isSafeInteger(id) ? (history.find((item) => item.roundId === String(id - 1)) ?? null) : null;
}

/**
 * A hash-chain round's link (crash, roulette): the SHA-256 of its hash is the previous round's hash, checked against
 * the history when it holds that round, and against the published terminal hash for the chain's first round.
 */
export function ChainFacts({
  entry,
  history,
  terminalHash,
}: {
  entry: ChainEntry;
  history: readonly ChainEntry[];
  terminalHash: string | null;
}) {
  const t = useTranslations('games.play.live.verify');
  if (!isGameHash(entry.hash)) return null;
  const previousHash = getPreviousGameHash(entry.hash);
  const previous = previousOf(entry, history);
  return (
    <>
      <h3 className={shared.subheading}>{t('chainTitle')}</h3>
      <p>{t('chainText')}</p>
      <dl className={`${shared.facts} ${styles.stackedFacts}`}>
        <dt>{t('previousHash')}</dt>
        <dd className={shared.hash}>{previousHash}</dd>
        {previous && (
          <>
            <dt>{t('previousRound', { round: previous.roundId })}</dt>
            <dd>
              <Badge tone={previous.hash === previousHash ? 'success' : 'danger'}>
                {previous.hash === previousHash ? t('linked') : t('notLinked')}
              </Badge>
            </dd>
          </>
        )}
        {terminalHash && (
          <>
            <dt>{t('terminal')}</dt>
            <dd className={shared.hash}>
              {terminalHash}
              {/* The first round's hash hashes to the published terminal hash. */}
              {previousHash === terminalHash && (
                <>
                  {' '}
                  <Badge tone="success">{t('linked')}</Badge>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}
