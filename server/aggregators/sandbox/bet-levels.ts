/** The sandbox games' stakes in minor units: ten steps, scaled to what the currency buys (XXX: demo credits). */
const BASE_STEPS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

const SCALE: Record<string, number> = { USD: 1, EUR: 1, AZN: 1, TRY: 10, RUB: 10, INR: 10, KGS: 10, KZT: 50, UZS: 1_000, XXX: 10 };

export function betLevelsMinor(currency: string): number[] {
  const scale = SCALE[currency] ?? 10;
  return BASE_STEPS.map((step) => step * scale);
}

/** A demo session starts with 1,000.00 credits. */
export const DEMO_START_MINOR = 100_000;

/** Demo credits have two decimals, as our currencies. */
export const DEMO_EXPONENT = 2;
