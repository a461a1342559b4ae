import { describe, expect, it } from 'vitest';
import { bonusDefinitionSchema, contributionOf, matchAmount, offersCurrency, wagerRequired, type DepositMatch } from './definitions';
import { readBonusSeed } from './definitions';

const name = { en: 'Match', ru: 'Бонус', kz: 'Бонус' };
const match = bonusDefinitionSchema.parse({
  code: 'match',
  kind: 'deposit_match',
  name,
  deposit_number: 1,
  percent: 150,
  cap: { RUB: 300_000 },
  min_deposit: { RUB: 50_000 },
  wagering: { multiplier: 30, base: 'bonus_deposit' },
  contributions: { default: 100, roulette: 10, live: 5 },
  max_bet: { RUB: 50_000 },
  expires_in_days: 7,
}) as DepositMatch;

describe('bonus definitions', () => {
  it('a deposit match pays its percent up to the cap, nothing below the minimum or in a currency it lacks', () => {
    expect(matchAmount(match, 'RUB', 49_999)).toBe(0);
    expect(matchAmount(match, 'RUB', 50_000)).toBe(75_000);
    expect(matchAmount(match, 'RUB', 100_001)).toBe(150_001);
    expect(matchAmount(match, 'RUB', 10_000_000)).toBe(300_000);
    expect(matchAmount(match, 'USD', 10_000)).toBe(0);
    expect(offersCurrency(match, 'RUB')).toBe(true);
    expect(offersCurrency(match, 'USD')).toBe(false);
  });

  it('wagering is the multiplier times the bonus, or the bonus and the deposit', () => {
    expect(wagerRequired(match, 75_000, 50_000)).toBe(30 * 125_000);
    expect(wagerRequired({ ...match, wagering: { multiplier: 30, base: 'bonus' } }, 75_000, 50_000)).toBe(30 * 75_000);
  });

  it('a game counts by its own weight, else its casino category, else the default', () => {
    expect(contributionOf(match.contributions, 'roulette', null)).toBe(10);
    expect(contributionOf(match.contributions, 'sbx_speed_baccarat', 'live')).toBe(5);
    expect(contributionOf(match.contributions, 'dice', null)).toBe(100);
  });

  it('refuses a definition with no default weight, a bad code or an unknown currency', () => {
    const base = { ...match };
    expect(bonusDefinitionSchema.safeParse({ ...base, contributions: { dice: 100 } }).success).toBe(false);
    expect(bonusDefinitionSchema.safeParse({ ...base, code: 'Bad Code' }).success).toBe(false);
    expect(bonusDefinitionSchema.safeParse({ ...base, cap: { XXX: 1 } }).success).toBe(false);
  });

  it('the shipped seed parses, and every welcome step is offered in all nine currencies', () => {
    const seed = readBonusSeed('config/bonuses.json');
    const steps = seed.definitions.filter((definition) => definition.kind === 'deposit_match' && definition.deposit_number !== null);
    expect(steps.map((step) => (step as DepositMatch).deposit_number)).toEqual([1, 2, 3, 4]);
    for (const step of steps) expect(Object.keys((step as DepositMatch).cap)).toHaveLength(9);
  });
});
