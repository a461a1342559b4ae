import { CASES } from '@/lib/cases-catalog';
import { COINFLIP_MAX_FLIPS } from '@/lib/fairness/coinflip';
import { isMineCount } from '@/lib/fairness/mines';
import { isClientSeed, isNonce, isServerSeed } from '@/lib/fairness/seeds';
import { verifyBet, VERIFY_MAX_CARDS, type VerifyRequest, type VerifyResult } from '@/lib/fairness/verify';
import { isFairnessSection, type FairnessSection } from '../../shared/lib/fairness-sections';

/** The fairness page form's values as typed (the page fills them from its query), and what they recompute. */
export interface CheckerValues {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  count: string;
  caseSlug: string;
}

export const EMPTY_CHECK: CheckerValues = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
  count: '5',
  caseSlug: CASES[0]?.slug ?? '',
};

const whole = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The request the form describes; lib/fairness checks every field (the same checks as the api and the CLI). */
export function requestOf(values: CheckerValues): VerifyRequest {
  const game: FairnessSection = isFairnessSection(values.game) ? values.game : 'dice';
  const seeds = { serverSeed: values.serverSeed.trim(), clientSeed: values.clientSeed, nonce: whole(values.nonce) };
  switch (game) {
    case 'mines':
      return { game, seeds, mines: whole(values.mines) };
    case 'hilo':
    case 'coinflip':
      return { game, seeds, count: whole(values.count) };
    case 'cases':
      return { game, seeds, weights: CASES.find((entry) => entry.slug === values.caseSlug)?.items.map((item) => item.weight) ?? [] };
    default:
      return { game, seeds };
  }
}

export type CheckProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'mines' | 'count' | 'case';

/** Which field keeps the form from deciding a bet, checked with lib/fairness's own rules. */
export function problemOf(values: CheckerValues): CheckProblem | null {
  const request = requestOf(values);
  if (!('seeds' in request)) return null;
  if (!isServerSeed(request.seeds.serverSeed)) return 'serverSeed';
  if (!isClientSeed(request.seeds.clientSeed)) return 'clientSeed';
  if (!isNonce(request.seeds.nonce)) return 'nonce';
  if (request.game === 'mines' && !isMineCount(request.mines)) return 'mines';
  const maxCount = request.game === 'coinflip' ? COINFLIP_MAX_FLIPS : VERIFY_MAX_CARDS;
  if (
    (request.game === 'hilo' || request.game === 'coinflip') &&
    !(Number.isInteger(request.count) && request.count >= 1 && request.count <= maxCount)
  )
    return 'count';
  if (request.game === 'cases' && request.weights.length === 0) return 'case';
  return null;
}

export function computeCheck(values: CheckerValues): { result: VerifyResult; hash: string } | { problem: CheckProblem } {
  const problem = problemOf(values);
  if (problem) return { problem };
  const hash = (verifyBet({ game: 'seed-hash', serverSeed: values.serverSeed.trim() }) as { hash: string }).hash;
  return { result: verifyBet(requestOf(values)), hash };
}
