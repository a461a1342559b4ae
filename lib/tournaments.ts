/** Tournament statuses (spec section 2: /tournaments/{status}) and the shape of a tournament id in a URL. */
export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

const TOURNAMENT_ID = /^[a-z0-9-]{1,64}$/i;

export function isTournamentStatus(value: unknown): value is TournamentStatus {
  return typeof value === 'string' && (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}

export function isTournamentId(value: unknown): value is string {
  return typeof value === 'string' && TOURNAMENT_ID.test(value);
}
