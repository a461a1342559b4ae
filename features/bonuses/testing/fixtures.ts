import type { ActivationView } from '@/lib/bonuses/contract';

/** An activation as GET /api/v2/bonuses/activations returns it; the fields a test cares about override the rest. */
export function activation(overrides: Partial<ActivationView> = {}): ActivationView {
  return {
    id: 1,
    code: 'welcome-1',
    name: 'Welcome bonus: 100% on the first deposit',
    status: 'active',
    currency: 'USD',
    amount: 50,
    wagered: 437.5,
    wager_required: 1750,
    progress: 0.25,
    max_bet: 5,
    contributions: { dice: 100, roulette: 10, default: 100 },
    created_at: '2026-11-20T10:00:00.000Z',
    started_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    finished_at: null,
    settled: null,
    ...overrides,
  };
}
