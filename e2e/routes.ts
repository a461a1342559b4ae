import { CASES } from '../lib/cases-catalog';
import { ROOMS } from '../lib/bet-limits';
import { TOURNAMENT_STATUSES } from '../lib/tournaments';

/** Every route of spec section 2, with a real value in each dynamic segment. */
export const ROUTES = [
  '/',
  '/betting',
  '/bonuses',
  '/error',
  '/faq',
  '/top',
  '/vip-club',
  '/welcome-pack',
  '/games/cases',
  `/games/cases/${CASES[0].slug}`,
  '/games/coinflip',
  '/games/crash',
  '/games/dice',
  '/games/hilo',
  '/games/keno',
  '/games/miner',
  '/games/fairness',
  '/games/roulette',
  '/games/live-casino',
  '/games/live-casino/sbx_speed_baccarat/demo',
  '/games/live-casino/sbx_speed_baccarat/play',
  '/games/slots',
  '/games/slots/sbx_fruit_classic/demo',
  '/games/slots/sbx_fruit_classic/play',
  '/games/rooms',
  ...ROOMS.map((room) => `/games/rooms/${room}`),
  '/no-access',
  '/password/reset',
  '/reset-password/3f2a9c7e1b',
  '/policy/en/kyc',
  '/policy/en/user-agreement',
  '/policy/ru/confidential',
  '/policy/ru/user-agreement',
  '/profile',
  '/profile/access',
  '/profile/bonuses',
  '/profile/history',
  '/profile/setting',
  '/profile/support',
  '/tournament/weekly-race',
  // The first daily race a fresh api creates (config/tournaments.json): a live board.
  '/tournament/1',
  ...TOURNAMENT_STATUSES.map((status) => `/tournaments/${status}`),
  '/tournaments',
  '/dev/outbox',
] as const;

export const LOCALE_PREFIXES = [
  { prefix: '', lang: 'en-US' },
  { prefix: '/ru', lang: 'ru-RU' },
  { prefix: '/kz', lang: 'kk-KZ' },
] as const;

export function localised(prefix: string, route: string): string {
  return prefix && route === '/' ? prefix : `${prefix}${route}`;
}
