/** Cookie names and lifetimes of spec sections 3 and 9. Lifetimes are in seconds. */
const DAY_S = 86400;

export const COOKIE_NAMES = {
  token: 'token',
  bearerToken: 'bearerToken',
  activeCurrency: 'activeCurrency',
  superBonus: 'super_bonus',
  userVersion: 'userVersion',
  userBrowser: 'userBrowser',
  stag: 'stag',
  partnerId: 'partnerId',
  advId: 'advId',
  advertiseUid: 'advertiseUid',
  advertiseSource: 'advertiseSource',
  cpaOneUid: 'cpaOneUid',
  prHash: 'prHash',
  promo: 'promo',
  partner: 'partner',
  adplace: 'adplace',
  simpleAuth: 'simpleAuth',
  adBonusType: 'adBonusType',
  adBonusValue: 'adBonusValue',
  adBonusModal: 'adBonusModal',
  regionOverride: 'region_override',
  locale: 'NEXT_LOCALE',
  ssoRedirected: 'sso_redirected',
  /** Set when a hand-off came back without a session: no new hand-off for a while (docs/mirrors.md). */
  ssoChecked: 'sso_checked',
  /** The hand-off's proof that the return reaches the browser that started it. */
  ssoNonce: 'sso_nonce',
  /** The SSO session id of the tracking events, for the page to copy into local storage. */
  ssoSessionId: 'sso_session_id',
  guestPromoTimer: 'promo_timer',
  guestWelcomePackTimer: 'welcome_pack_timer',
} as const;

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export const COOKIE_MAX_AGE_S: Partial<Record<CookieName, number>> = {
  token: 30 * DAY_S,
  advertiseUid: 30 * DAY_S,
  cpaOneUid: 30 * DAY_S,
  stag: DAY_S,
  prHash: DAY_S,
  simpleAuth: DAY_S,
  advId: DAY_S,
  userVersion: DAY_S,
  userBrowser: DAY_S,
  super_bonus: 15768000,
  adBonusType: 600,
  adBonusValue: 600,
  adBonusModal: 600,
  NEXT_LOCALE: 365 * DAY_S,
  sso_redirected: 600,
  sso_checked: DAY_S,
  sso_nonce: 600,
  sso_session_id: 600,
};

/** Local-storage keys (spec section 3). */
export const STORAGE_KEYS = {
  fingerprint: 'fingerprint',
  pwaHideInstall: 'pwa_hide_install',
  ssoSessionId: 'sso_session_id',
  mirrorCheckAt: 'mirror_check_at',
  reloadGuard: 'chunk_reload_at',
} as const;
