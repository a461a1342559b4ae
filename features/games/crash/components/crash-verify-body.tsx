'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/hooks';
import { getCrashPointCenti, isGameHash } from '@/lib/fairness/crash';
import { ChainVerify } from '../../live/components/chain-verify';
import { useCrashChain } from '../api/get-crash-chain';
import { formatCenti } from '@/lib/money-format';
import type { CrashHistoryEntry } from '../lib/crash-wire';

/** A past round's crash point recomputed from its hash and the chain's salt (GET /crash/chain). */
export function CrashVerifyBody({ entry, history }: { entry: CrashHistoryEntry; history: readonly CrashHistoryEntry[] }) {
  const t = useTranslations('games.play.crash.verify');
  const locale = useLocale();
  const chain = useCrashChain();
  const salt = chain.data?.salt ?? null;
  const computed = isGameHash(entry.hash) && salt !== null ? getCrashPointCenti(entry.hash, salt) : null;
  return (
    <ChainVerify
      entry={entry}
      history={history}
      chain={{ salt, terminalHash: chain.data?.terminal_hash ?? null, failed: chain.isError, loading: chain.isPending }}
      resultLabel={t('crash')}
      recorded={`${formatCenti(entry.crashCenti, locale)}×`}
      computed={computed === null ? null : `${formatCenti(computed, locale)}×`}
      match={computed === entry.crashCenti}
      matchText={t('match')}
      game="crash"
    />
  );
}
