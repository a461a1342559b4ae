import { cases, coinflip, hilo, mines } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import type { GameBet } from '../api/schemas';

/** What the fairness form needs besides the seeds to replay a bet (how many floats it drew, or which case), if any. */
function replayParam(bet: GameBet): [string, number | string | undefined] | null {
  if (bet.game === mines.id) return ['mines', readAs(mines.result, bet.result)?.mines?.length];
  if (bet.game === hilo.id) return ['count', readAs(hilo.result, bet.result)?.cards.length];
  if (bet.game === coinflip.id) return ['count', readAs(coinflip.result, bet.result)?.flips.length];
  if (bet.game === cases.id) return ['case', readAs(cases.params, bet.params)?.slug];
  return null;
}

/** The fairness page, at its form filled in for a bet whose server seed is revealed (anyone can check it there). */
export function fairnessLinkOf(bet: GameBet): string {
  const params = new URLSearchParams({ game: bet.game, client_seed: bet.fairness.clientSeed, nonce: String(bet.fairness.nonce) });
  if (bet.fairness.serverSeed) params.set('server_seed', bet.fairness.serverSeed);
  const [name, value] = replayParam(bet) ?? [];
  if (name && value !== undefined) params.set(name, String(value));
  // Straight to the prefilled form, not the top of a long page of explanations above it.
  return `/games/fairness?${params.toString()}#fair-check`;
}
