import type { Played } from './play';
import { toBalanceView } from '../core/balance-view';
import { toBetView } from './view';
import type { Player } from '../core/types';

/** A play reply: the bet (its server seed is still secret: the pair is active) and the balance after it. */
export function playReply(player: Player, played: Played) {
  return { bet: toBetView(played.bet, null), balance: toBalanceView(player, played.balances) };
}
