'use client';

import { useTranslations } from 'next-intl';
import { isGameHash } from '@/lib/fairness/crash';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { getRouletteResult, ROULETTE_PAYS_BP, type RouletteColor } from '@/lib/fairness/roulette';
import { ChainVerify } from '../../live/components/chain-verify';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { useRouletteConfig } from '../api/get-roulette-config';
import type { RouletteHistoryEntry } from '../lib/roulette-wire';

/** A past round's sector and colour recomputed from its hash and the chain's salt (GET /roulette/config). */
export function RouletteVerifyBody({ entry, history }: { entry: RouletteHistoryEntry; history: readonly RouletteHistoryEntry[] }) {
  const t = useTranslations('games.play.roulette');
  const player = usePlayerContext();
  const config = useRouletteConfig(player.currency);
  const salt = config.data?.chain?.salt ?? null;
  const computed = isGameHash(entry.hash) && salt !== null ? getRouletteResult(entry.hash, salt) : null;
  const describe = (sector: number, color: RouletteColor) =>
    t('verify.result', { sector, color: t(`colors.${color}`), multiplier: formatMultiplier(ROULETTE_PAYS_BP[color], player.locale) });
  return (
    <ChainVerify
      entry={entry}
      history={history}
      chain={{ salt, terminalHash: config.data?.chain?.terminal_hash ?? null, failed: config.isError, loading: config.isPending }}
      resultLabel={t('verify.resultLabel')}
      recorded={describe(entry.sector, entry.color)}
      computed={computed === null ? null : describe(computed.sector, computed.color)}
      match={computed !== null && computed.sector === entry.sector && computed.color === entry.color}
      matchText={t('verify.match')}
      game="roulette"
    />
  );
}
