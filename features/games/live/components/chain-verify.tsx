'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { isGameHash } from '@/lib/fairness/crash';
import { ChainFacts } from './chain-facts';
import { OfflineCheck } from './offline-check';
import shared from '../../shared/components/game-screen.module.css';

export interface ChainVerifyProps {
  entry: { roundId: string; hash: string };
  history: readonly { roundId: string; hash: string }[];
  /** The chain's public salt and terminal hash (GET .../chain or .../config) and how its request stands. */
  chain: { salt: string | null; terminalHash: string | null; failed: boolean; loading: boolean };
  /** What the result is called ("Crash point", "Result") and the recorded one in words. */
  resultLabel: string;
  recorded: string;
  /** The result recomputed from the hash and the salt, in the same words; null until the salt is known. */
  computed: string | null;
  match: boolean;
  matchText: string;
  /** The game's name for `npm run verify`. */
  game: string;
}

/**
 * A hash-chain round's check (crash, roulette): its hash and the public salt, the result recomputed in the browser
 * against the recorded one, the chain link, and the command that checks it without this site.
 */
export function ChainVerify({ entry, history, chain, resultLabel, recorded, computed, match, matchText, game }: ChainVerifyProps) {
  const t = useTranslations('games.play.live.verify');
  const validHash = isGameHash(entry.hash);
  return (
    <div className={shared.verify}>
      <dl className={shared.facts}>
        <dt>{resultLabel}</dt>
        <dd>{recorded}</dd>
        <dt>{t('hash')}</dt>
        <dd className={shared.hash}>{entry.hash}</dd>
        <dt>{t('salt')}</dt>
        <dd className={shared.hash}>
          {chain.salt ?? (chain.failed ? t('saltFailed') : chain.loading ? t('saltLoading') : t('saltMissing'))}
        </dd>
      </dl>
      {computed !== null && (
        <div role="status" className={shared.outcome} data-match={match}>
          <p>
            <Badge tone={match ? 'success' : 'danger'}>{match ? matchText : t('mismatch')}</Badge>
          </p>
          <dl className={shared.facts}>
            <dt>{t('recorded')}</dt>
            <dd>{recorded}</dd>
            <dt>{t('computed')}</dt>
            <dd>{computed}</dd>
          </dl>
        </div>
      )}
      {!validHash && <p role="alert">{t('invalid')}</p>}
      <ChainFacts entry={entry} history={history} terminalHash={chain.terminalHash} />
      <OfflineCheck command={chain.salt && validHash ? `npm run -s verify -- ${game} --hash ${entry.hash} --salt ${chain.salt}` : null} />
    </div>
  );
}
