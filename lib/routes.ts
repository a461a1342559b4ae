import { ROOMS } from './bet-limits';
import { CASES } from './cases-catalog';
import { GAME_CODE_PATTERN } from './casino/casino-paths';
import { isTournamentId, isTournamentStatus } from './tournaments';

/**
 * Every page route of spec section 2, as segment patterns: a literal, or a test for a dynamic segment.
 * The proxy answers any other path with the localized 404 page (status 404), so unknown paths and unknown
 * catalogue values get a server-rendered 404 in the visitor's language.
 */
type Segment = string | ((value: string) => boolean);

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const caseSlug = oneOf(CASES.map((item) => item.slug));
/** Slots and live tables come from the api's catalogue: any game code is routed, and the page answers 404 for one it lacks. */
const gameCode = (value: string) => GAME_CODE_PATTERN.test(value);
const resetToken = (value: string) => /^[\w-]{1,256}$/.test(value);

const ROUTE_PATTERNS: readonly (readonly Segment[])[] = [
  [],
  ['betting'],
  ['bonuses'],
  ['error'],
  ['faq'],
  ['top'],
  ['vip-club'],
  ['welcome-pack'],
  ['games', 'cases'],
  ['games', 'cases', caseSlug],
  ['games', 'coinflip'],
  ['games', 'crash'],
  ['games', 'dice'],
  ['games', 'hilo'],
  ['games', 'keno'],
  ['games', 'miner'],
  ['games', 'fairness'],
  ['games', 'roulette'],
  ['games', 'live-casino'],
  ['games', 'live-casino', gameCode, 'demo'],
  ['games', 'live-casino', gameCode, 'play'],
  ['games', 'slots'],
  ['games', 'slots', gameCode, 'demo'],
  ['games', 'slots', gameCode, 'play'],
  ['games', 'rooms'],
  ['games', 'rooms', oneOf(ROOMS)],
  ['no-access'],
  ['password', 'reset'],
  ['reset-password', resetToken],
  ['policy', 'en', 'kyc'],
  ['policy', 'en', 'user-agreement'],
  ['policy', 'ru', 'confidential'],
  ['policy', 'ru', 'user-agreement'],
  ['profile'],
  ['profile', oneOf(['access', 'bonuses', 'history', 'setting', 'support'])],
  ['tournament', isTournamentId],
  ['tournaments'],
  ['tournaments', isTournamentStatus],
  ['dev', 'outbox'],
];

/** Whether a locale-less path (`/games/dice`) is a page of the product; a trailing slash is ignored. */
export function isKnownRoute(path: string): boolean {
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  return ROUTE_PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((segment, index) => (typeof segment === 'string' ? segment === segments[index] : segment(segments[index]))),
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
