import { randomInt } from 'node:crypto';
import { nicknameShapeRefusal, type NicknameRefusal } from '@/lib/nickname';

/*
 * A player's public name (users.name): a generated pseudonym until they pick a nickname. Nothing here reads an email,
 * a phone or a social profile: the generator takes no input at all.
 */

// At most 8 letters each, so a pseudonym (adjective, animal, 4 digits) is a valid nickname of at most 20 characters.
// Migration 020 gave existing players names from the same lists.
export const PSEUDONYM_ADJECTIVES = [
  'Amber',
  'Arctic',
  'Azure',
  'Bold',
  'Brave',
  'Breezy',
  'Bright',
  'Calm',
  'Cheery',
  'Clever',
  'Cosmic',
  'Crimson',
  'Crisp',
  'Daring',
  'Dusty',
  'Eager',
  'Fancy',
  'Fierce',
  'Frosty',
  'Gentle',
  'Golden',
  'Grand',
  'Happy',
  'Hardy',
  'Icy',
  'Jolly',
  'Keen',
  'Kind',
  'Lively',
  'Lucky',
  'Lunar',
  'Magic',
  'Mellow',
  'Merry',
  'Mighty',
  'Misty',
  'Neon',
  'Nimble',
  'Noble',
  'Plucky',
  'Polar',
  'Proud',
  'Quick',
  'Quiet',
  'Rapid',
  'Royal',
  'Rusty',
  'Shiny',
  'Silent',
  'Silver',
  'Sleek',
  'Smart',
  'Snowy',
  'Solar',
  'Sonic',
  'Steady',
  'Stormy',
  'Sunny',
  'Swift',
  'Tidy',
  'Vivid',
  'Wild',
  'Wise',
  'Witty',
] as const;
export const PSEUDONYM_ANIMALS = [
  'Badger',
  'Bear',
  'Beaver',
  'Bison',
  'Camel',
  'Cheetah',
  'Cobra',
  'Corsac',
  'Crane',
  'Dingo',
  'Dolphin',
  'Eagle',
  'Elk',
  'Falcon',
  'Ferret',
  'Finch',
  'Fox',
  'Gazelle',
  'Gecko',
  'Hare',
  'Hawk',
  'Heron',
  'Hippo',
  'Ibex',
  'Iguana',
  'Impala',
  'Jaguar',
  'Koala',
  'Lemur',
  'Leopard',
  'Lion',
  'Lynx',
  'Marten',
  'Mink',
  'Moose',
  'Orca',
  'Oryx',
  'Otter',
  'Owl',
  'Panda',
  'Parrot',
  'Pelican',
  'Penguin',
  'Puffin',
  'Puma',
  'Rabbit',
  'Raven',
  'Rhino',
  'Robin',
  'Sable',
  'Saiga',
  'Salmon',
  'Seal',
  'Shark',
  'Stag',
  'Swan',
  'Tiger',
  'Tortoise',
  'Turtle',
  'Walrus',
  'Weasel',
  'Whale',
  'Yak',
  'Zebra',
] as const;

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];

/** A readable random name such as `SwiftOtter4821`; the caller retries on the rare collision (users_name_key_uq). */
export function generatePseudonym(): string {
  return `${pick(PSEUDONYM_ADJECTIVES)}${pick(PSEUDONYM_ANIMALS)}${randomInt(1000, 10_000)}`;
}

// Cyrillic and Greek letters that look like Latin ones, lower case: `Аdmin` with a Cyrillic А is `admin`.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  ү: 'y',
  ұ: 'y',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const foldLookAlikes = (text: string) => [...text].map((char) => LOOK_ALIKES[char] ?? char).join('');

/**
 * What two names must not share (users.name_key, unique): NFKC, lower case, look-alike letters folded, so `LuckyFox`,
 * `luckyfox` and `LuckyFоx` (a Cyrillic о) are one name. A generated pseudonym's key is its lower case.
 */
export function nameKeyOf(name: string): string {
  return foldLookAlikes(name.normalize('NFKC').toLowerCase());
}

// Digits and signs written for letters, only for the blocklist (`4dm1n`).
const LEET: Record<string, string> = { '0': 'o', '1': 'i', l: 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };

/** The blocklist's view of a text: its name key without accents, leet letters read as letters. */
function skeletonOf(text: string): string {
  const plain = nameKeyOf(text).normalize('NFD').replace(/\p{M}/gu, '');
  return [...foldLookAlikes(plain)].map((char) => LEET[char] ?? char).join('');
}

/**
 * Found anywhere in the name, separators removed (`a.d.m.i.n`): staff, the operator, the label the web shows for a
 * hidden player, and slurs that hide in nothing innocent.
 */
const BLOCKED_PARTS = [
  'admin',
  'moderator',
  'support',
  'helpdesk',
  'official',
  'staff',
  'operator',
  'cashier',
  'casino',
  'kazino',
  'croupier',
  'security',
  'hidden',
  'скрыт',
  'жасырын',
  'админ',
  'модератор',
  'поддержка',
  'саппорт',
  'казино',
  'оператор',
  'кассир',
  'служба',
  'официальн',
  'әкімші',
  'қолдау',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'cunt',
  'пидор',
  'пидар',
  'педик',
  'хуй',
  'пизд',
  'бляд',
  'ебан',
  'чурка',
  'сігейін',
  'қотақ',
  'шалақазақ',
  'мәңгүрт',
].map(skeletonOf);

/** Only as a whole name or one of its separated words: short ones that are also parts of innocent words (`you`: the web's label of the viewer's own rows). */
const BLOCKED_WORDS = new Set(['mod', 'gm', 'you', 'сіз', 'spic', 'kike', 'fag', 'жид', 'хач', 'даун'].map(skeletonOf));

function isBlocked(nickname: string): boolean {
  const words = nickname
    .split(/[_.-]+/u)
    .filter(Boolean)
    .map(skeletonOf);
  const whole = words.join('');
  return BLOCKED_PARTS.some((part) => whole.includes(part)) || BLOCKED_WORDS.has(whole) || words.some((word) => BLOCKED_WORDS.has(word));
}

/** Why a normalised nickname (normalizeNickname) cannot be anyone's, or null; uniqueness and the change limit are the database's. */
export function nicknameRefusal(nickname: string): NicknameRefusal | null {
  return nicknameShapeRefusal(nickname) ?? (isBlocked(nickname) ? 'name_blocked' : null);
}

/** The api's sentence after each refusal's code. */
export const NICKNAME_REFUSAL_TEXT: Record<NicknameRefusal, string> = {
  name_length: 'The nickname must be 3 to 20 characters long.',
  name_characters: 'Use only letters, digits, _ . and -.',
  name_edges: 'The nickname must start and end with a letter or a digit.',
  name_contact: 'The nickname must not contain an email address, a phone number or a link.',
  name_blocked: 'This nickname is not allowed.',
  name_taken: 'This nickname is taken.',
  name_change_too_soon: 'The nickname can change once in 30 days.',
};
