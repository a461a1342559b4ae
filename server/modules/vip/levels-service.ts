import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '@/lib/currencies';
import { GAME_RTP_BP } from '@/lib/games/rtp';
import { fromMinorUnits } from '@/lib/money';
import type { VipClaim, VipLevelView, VipStatus } from '@/lib/vip/contract';
import { BP, getNextVipLevel, getVipLevel, getVipProgress, VIP_LEVELS, type VipLevel } from '@/lib/vip/levels';
import { toSafeInteger, type Db } from '../../db/db';
import { ConflictError } from '../../http/errors';
import { CauseRefusedError } from '../../ledger/errors';
import type { Ledger } from '../../ledger/ledger';
import { notifyPlayer } from '../notifications/service';
import { usdFactors } from '../top/service';
import { findUserById, updatePremiumStatus } from '../users/service';
import {
  claimStatement,
  findClaimedTotals,
  findRewardedLevel,
  findVipTotals,
  insertLevelReward,
  listRecentBettors,
  type UsdFactor,
} from './levels-repository';

export type VipLevelsDeps = { db: Db; ledger: Ledger; log: Pick<FastifyBaseLogger, 'warn'> };

/** Each in-house game's house edge from its declared RTP (lib/games/rtp.ts); casino games' come from their rtp. */
const EDGES = Object.entries(GAME_RTP_BP).map(([game, rtpBp]) => ({ game, edgeBp: BP - rtpBp }));
const LEVEL_RATES = VIP_LEVELS.map((level) => ({ thresholdUsdMinor: level.thresholdUsdMinor, rakebackBp: level.rakebackBp }));

export const levelView = (level: VipLevel): VipLevelView => ({
  number: level.number,
  id: level.id,
  threshold: fromMinorUnits(level.thresholdUsdMinor, 'USD'),
  rakeback_rate: level.rakebackBp / BP,
  reward: fromMinorUnits(level.rewardUsdMinor, 'USD'),
});

type Rakeback = { currency: Currency; accruedMinor: number; claimedMinor: number; coversUntil: string | null };
type Totals = { factors: UsdFactor[]; wageredUsdMinor: number; rakeback: Rakeback[] };

async function loadTotals(db: Db, userId: number): Promise<Totals> {
  const factors = await usdFactors(db);
  const totals = await findVipTotals(db, userId, factors, EDGES, LEVEL_RATES);
  const claimed = await findClaimedTotals(db, userId);
  return {
    factors,
    wageredUsdMinor: totals.wageredUsdMinor,
    rakeback: totals.accruals.map((accrual) => ({
      currency: accrual.currency as Currency,
      accruedMinor: accrual.accruedMinor,
      claimedMinor: claimed.get(accrual.currency) ?? 0,
      coversUntil: accrual.coversUntil,
    })),
  };
}

/**
 * Pays the reward of every level the player has reached and was not rewarded for, lowest first, each once (its row
 * and posting keyed `vip:<userId>:level:<n>`), and in the same transaction makes it their premium status and tells
 * them. A currency without a rate to USD waits for one.
 */
async function rewardLevelUps(deps: VipLevelsDeps, userId: number, wageredUsdMinor: number, factors: UsdFactor[]): Promise<void> {
  const level = getVipLevel(wageredUsdMinor);
  if (level.number === 0) return;
  const rewarded = await findRewardedLevel(deps.db, userId);
  if (rewarded >= level.number) return;
  const user = await findUserById(deps.db, userId);
  const factor = factors.find((item) => item.currency === user?.currency);
  if (!user || !factor) return;
  const currency = user.currency;
  const { real } = await deps.ledger.playerAccountIds(userId, currency);
  const house = await deps.ledger.houseAccountId({ purpose: 'bonus_expense', scope: 'vip_level', currency }, String(userId));
  for (const reached of VIP_LEVELS.slice(rewarded + 1, level.number + 1)) {
    // USD minor units to the player's: x den / num, rounded down.
    const amountMinor = Number((BigInt(reached.rewardUsdMinor) * factor.den) / factor.num);
    const key = `vip:${userId}:level:${reached.number}`;
    await deps.ledger.transaction([house, real], async (tx) => {
      const id = await insertLevelReward(tx, { userId, level: reached.number, currency, amountMinor });
      if (id === null) return;
      if (amountMinor > 0)
        await tx.post([
          {
            idempotencyKey: key,
            fromAccountId: house,
            toAccountId: real,
            amountMinor,
            currency,
            kind: 'bonus_grant',
            causeRef: `vip_level_reward:${id}`,
          },
        ]);
      await updatePremiumStatus(tx, userId, reached.id);
      await notifyPlayer(tx, { userId, kind: 'vip_level_up', amountMinor, currency, key, level: reached.id });
    });
  }
}

/** The player's level, progress and unclaimed rakeback; a level reached since the last look is rewarded first (or by the job). */
export async function getVipStatus(deps: VipLevelsDeps, userId: number): Promise<VipStatus> {
  const totals = await loadTotals(deps.db, userId);
  try {
    await rewardLevelUps(deps, userId, totals.wageredUsdMinor, totals.factors);
  } catch (error) {
    // The status stands; the level-up job pays the reward on its next run.
    deps.log.warn({ err: error, userId }, 'vip: a level-up reward failed on a status read');
  }
  const level = getVipLevel(totals.wageredUsdMinor);
  const next = getNextVipLevel(level);
  return {
    level: levelView(level),
    next_level: next ? levelView(next) : null,
    wagered: fromMinorUnits(totals.wageredUsdMinor, 'USD'),
    progress: getVipProgress(totals.wageredUsdMinor),
    rakeback: totals.rakeback.map((item) => ({
      currency: item.currency,
      amount: fromMinorUnits(Math.max(0, item.accruedMinor - item.claimedMinor), item.currency),
    })),
    levels: VIP_LEVELS.map(levelView),
  };
}

/**
 * Pays the player's unclaimed rakeback in one currency to their real balance: one posting from the rakeback expense,
 * caused by the claim's row. 409 `nothing_to_claim` when none accrued since the last claim, `claim_in_progress` when a
 * concurrent claim paid it first.
 */
export async function claimRakeback(deps: VipLevelsDeps, userId: number, currency: Currency): Promise<VipClaim> {
  const totals = await loadTotals(deps.db, userId);
  const item = totals.rakeback.find((row) => row.currency === currency);
  const amountMinor = item ? item.accruedMinor - item.claimedMinor : 0;
  if (!item || amountMinor <= 0) throw new ConflictError('There is no rakeback to claim yet.', 'nothing_to_claim');
  const { real } = await deps.ledger.playerAccountIds(userId, currency);
  const house = await deps.ledger.houseAccountId({ purpose: 'bonus_expense', scope: 'rakeback', currency }, String(userId));
  try {
    const posted = await deps.ledger.postWithCause(
      claimStatement({
        userId,
        currency,
        fromTotalMinor: item.claimedMinor,
        toTotalMinor: item.accruedMinor,
        coversUntil: item.coversUntil,
      }),
      [
        {
          idempotencyKey: `vip:rakeback:${userId}:${currency}:${item.claimedMinor}`,
          fromAccountId: house,
          toAccountId: real,
          amountMinor,
          currency,
          kind: 'bonus_grant',
        },
      ],
    );
    return {
      id: toSafeInteger(posted.cause.id, 'claim id'),
      currency,
      amount: fromMinorUnits(amountMinor, currency),
      balance: fromMinorUnits(posted.transfers[0].toBalanceAfterMinor, currency),
    };
  } catch (error) {
    if (error instanceof CauseRefusedError && error.reason === 'claim_in_progress')
      throw new ConflictError('Another claim of this rakeback was paid first.', 'claim_in_progress');
    throw error;
  }
}

/** Rewards the levels reached by every player who bet since `since` (the periodic job); how many players it looked at. */
export async function syncLevelUps(deps: VipLevelsDeps, since: Date): Promise<number> {
  const userIds = await listRecentBettors(deps.db, since);
  const factors = await usdFactors(deps.db);
  for (const userId of userIds) {
    const totals = await findVipTotals(deps.db, userId, factors, EDGES, LEVEL_RATES);
    await rewardLevelUps(deps, userId, totals.wageredUsdMinor, factors);
  }
  return userIds.length;
}
