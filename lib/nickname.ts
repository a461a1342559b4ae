/**
 * The rules of a player's nickname, the public name other players see (docs/auth-contract.md, "Public name"). The
 * web checks the shape before sending; the api checks it again and, on top, a blocklist, uniqueness and the limit on
 * changes (server/modules/users/public-name.ts).
 */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;
/** After the first pick a nickname may change once in this many days. */
export const NICKNAME_CHANGE_INTERVAL_DAYS = 30;

/** Each refusal's code: the api sends it before the colon of the `name` field's message; the web translates it. */
export const NICKNAME_REFUSALS = [
  'name_length',
  'name_characters',
  'name_edges',
  'name_contact',
  'name_blocked',
  'name_taken',
  'name_change_too_soon',
] as const;
export type NicknameRefusal = (typeof NICKNAME_REFUSALS)[number];

/** What is kept of what the player typed: NFKC (full-width and stylised letters become plain ones), trimmed. */
export function normalizeNickname(value: string): string {
  return value.normalize('NFKC').trim();
}

const ALLOWED = /^[\p{L}\p{M}\p{Nd}_.-]+$/u;
const STARTS_WELL = /^[\p{L}\p{Nd}]/u;
const ENDS_WELL = /[\p{L}\p{M}\p{Nd}]$/u;
const SEPARATORS = /[\s_.\-()+/\\]/gu;
const TOP_LEVEL_DOMAINS =
  'com|net|org|info|biz|io|co|me|app|xyz|online|site|top|club|bet|casino|ru|kz|ua|by|uz|kg|tj|az|tr|in|su|uk|us|de|eu|tv|gg|cc|to|ly|рф|қаз';
const URL_LIKE = new RegExp(`https?|:\\/\\/|www\\.|\\.(?:${TOP_LEVEL_DOMAINS})(?![\\p{L}\\p{N}])`, 'iu');

/** An address, a phone number (7 digits or more, separators aside) or a link. */
export function looksLikeContact(nickname: string): boolean {
  return nickname.includes('@') || /\p{Nd}{7,}/u.test(nickname.replace(SEPARATORS, '')) || URL_LIKE.test(nickname);
}

/** The first rule of shape a normalised nickname breaks, or null; contact data is named first, whatever else it breaks. */
export function nicknameShapeRefusal(nickname: string): NicknameRefusal | null {
  if (looksLikeContact(nickname)) return 'name_contact';
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) return 'name_length';
  if (!ALLOWED.test(nickname)) return 'name_characters';
  if (!STARTS_WELL.test(nickname) || !ENDS_WELL.test(nickname)) return 'name_edges';
  return null;
}
