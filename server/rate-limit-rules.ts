/** The api's rate limits by name, and their defaults (config.ts puts them in the Config). */
/** Fixed-window limits: at most `limit` hits per `windowS` seconds for one key. */
export type RateLimitRule = { limit: number; windowS: number };
export type RateLimitRules = {
  /** Every login attempt from one address. */
  loginIp: RateLimitRule;
  /** Wrong passwords for one account from one address: past it, that address waits (429). */
  loginFailAccountIp: RateLimitRule;
  /** Wrong passwords for one account from anywhere: past it, a login needs more proof (captcha or a code), never a refusal. */
  loginFailAccount: RateLimitRule;
  registerIp: RateLimitRule;
  codeSendIp: RateLimitRule;
  codeSendTarget: RateLimitRule;
  codeSendUser: RateLimitRule;
  codeCheckIp: RateLimitRule;
  recoveryIp: RateLimitRule;
  recoveryAccount: RateLimitRule;
  passwordAccount: RateLimitRule;
  vipJoinUser: RateLimitRule;
  /** Promo codes one player tries: guessing codes is slowed. */
  bonusPromoUser: RateLimitRule;
  /** Changes of one account's settings (PUT /profile/settings), the nickname among them: probing names is slowed. */
  settingsAccount: RateLimitRule;
  /** Analytics batches from one client address (the web's client sends one per 20 events or 10 s). */
  analyticsIngestIp: RateLimitRule;
  /** Support tickets opened from one address (guests need no captcha, so this is their only brake). */
  supportTicketIp: RateLimitRule;
  /** Replies one player adds to their tickets. */
  supportReplyUser: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  loginIp: { limit: 30, windowS: 600 },
  loginFailAccountIp: { limit: 5, windowS: 900 },
  loginFailAccount: { limit: 20, windowS: 900 },
  registerIp: { limit: 20, windowS: 3600 },
  codeSendIp: { limit: 30, windowS: 3600 },
  codeSendTarget: { limit: 6, windowS: 3600 },
  codeSendUser: { limit: 10, windowS: 3600 },
  codeCheckIp: { limit: 60, windowS: 600 },
  recoveryIp: { limit: 20, windowS: 3600 },
  recoveryAccount: { limit: 10, windowS: 3600 },
  passwordAccount: { limit: 10, windowS: 600 },
  vipJoinUser: { limit: 10, windowS: 3600 },
  bonusPromoUser: { limit: 10, windowS: 600 },
  settingsAccount: { limit: 30, windowS: 600 },
  analyticsIngestIp: { limit: 600, windowS: 60 },
  supportTicketIp: { limit: 5, windowS: 3600 },
  supportReplyUser: { limit: 30, windowS: 3600 },
};
