import { gamePath, IN_HOUSE_GAMES } from '@/lib/games-catalog';

/** A navigation link: the message key of its label under `nav` (or `footer` for the legal ones), its path and icon. */
export interface NavItem {
  key: string;
  href: string;
  icon?: NavIcon;
}

export type NavIcon = 'casino' | 'slots' | 'live' | 'betting' | 'tournaments' | 'bonuses' | 'vip' | 'gift' | 'top' | 'faq';

/** The game categories: the lobby (in-house games first), slots, live casino and betting. */
export const CATEGORY_NAV: readonly NavItem[] = [
  { key: 'home', href: '/', icon: 'casino' },
  { key: 'slots', href: '/games/slots', icon: 'slots' },
  { key: 'liveCasino', href: '/games/live-casino', icon: 'live' },
  { key: 'betting', href: '/betting', icon: 'betting' },
];

/** Every in-house game with a route; labels under `nav.games`. */
export const IN_HOUSE_NAV: readonly NavItem[] = IN_HOUSE_GAMES.map((game) => ({ key: game, href: gamePath(game) }));

/** The other sections of the site. */
export const SECTION_NAV: readonly NavItem[] = [
  { key: 'tournaments', href: '/tournaments', icon: 'tournaments' },
  { key: 'bonuses', href: '/bonuses', icon: 'bonuses' },
  { key: 'vipClub', href: '/vip-club', icon: 'vip' },
  { key: 'welcomePack', href: '/welcome-pack', icon: 'gift' },
  { key: 'top', href: '/top', icon: 'top' },
  { key: 'faq', href: '/faq', icon: 'faq' },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { key: 'kyc', href: '/policy/en/kyc' },
  { key: 'userAgreementEn', href: '/policy/en/user-agreement' },
  { key: 'userAgreementRu', href: '/policy/ru/user-agreement' },
  { key: 'confidentialityRu', href: '/policy/ru/confidential' },
];

/**
 * Whether a link leads to the page shown (or to the section it belongs to): the lobby only on `/`, any other
 * link on its own path and the paths below it (`/games/slots/x/demo` is under Slots, `/profile/history` under Profile).
 */
export function isCurrentPath(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
