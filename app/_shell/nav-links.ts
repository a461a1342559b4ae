/** The header and footer navigation: message key under `nav` and the path it opens. */
export const MAIN_NAV = [
  { key: 'home', href: '/' },
  { key: 'slots', href: '/games/slots' },
  { key: 'liveCasino', href: '/games/live-casino' },
  { key: 'betting', href: '/betting' },
  { key: 'tournaments', href: '/tournaments' },
  { key: 'bonuses', href: '/bonuses' },
  { key: 'vipClub', href: '/vip-club' },
] as const;

export const INFO_NAV = [
  { key: 'welcomePack', href: '/welcome-pack' },
  { key: 'top', href: '/top' },
  { key: 'faq', href: '/faq' },
] as const;

export const LEGAL_NAV = [
  { key: 'kyc', href: '/policy/en/kyc' },
  { key: 'userAgreementEn', href: '/policy/en/user-agreement' },
  { key: 'userAgreementRu', href: '/policy/ru/user-agreement' },
  { key: 'confidentialityRu', href: '/policy/ru/confidential' },
] as const;
