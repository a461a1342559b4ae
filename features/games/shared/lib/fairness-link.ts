import type { GameBet } from '../api/schemas';

/** The fairness page, at its form filled in for a bet whose server seed is revealed (anyone can check it there). */
export function fairnessLinkOf(bet: GameBet): string {
  const params = new URLSearchParams({ game: bet.game, client_seed: bet.fairness.clientSeed, nonce: String(bet.fairness.nonce) });
  if (bet.fairness.serverSeed) params.set('server_seed', bet.fairness.serverSeed);
  const { result } = bet;
  if (bet.game === 'mines' && Array.isArray(result.mines)) params.set('mines', String(result.mines.length));
  if (bet.game === 'hilo' && Array.isArray(result.cards)) params.set('count', String(result.cards.length));
  if (bet.game === 'coinflip' && Array.isArray(result.flips)) params.set('count', String(result.flips.length));
  if (bet.game === 'cases' && typeof bet.params.slug === 'string') params.set('case', bet.params.slug);
  // Straight to the prefilled form, not the top of a long page of explanations above it.
  return `/games/fairness?${params.toString()}#fair-check`;
}
