import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { TOURNAMENT_SCORINGS } from '@/lib/tournaments/contract';
import racesFile from '../../../config/tournaments.json' with { type: 'json' };
import type { NewTournament } from './repository';

/**
 * The recurring races of the operator's config/tournaments.json: each `daily` entry is one race per UTC day,
 * [00:00, 24:00), slug `<key>-YYYY-MM-DD` (unique, so creating a day's race twice, on any node, makes one).
 */
const TITLE = z.string().min(1).max(80);

const fileSchema = z.object({
  daily: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
        title: z.object({ en: TITLE, ru: TITLE, kz: TITLE }),
        scoring: z.enum(TOURNAMENT_SCORINGS),
        games: z.array(z.string().min(1).max(64)).min(1).nullable(),
        prize_currency: z.enum(CURRENCIES),
        prizes: z
          .array(z.string().regex(/^\d+(\.\d+)?$/))
          .min(1)
          .max(100),
      }),
    )
    .max(20),
});

export type DailyRace = z.infer<typeof fileSchema>['daily'][number];

export function parseRacesFile(input: unknown): DailyRace[] {
  const parsed = fileSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(`config/tournaments.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data.daily;
}

export const DAILY_RACES: readonly DailyRace[] = parseRacesFile(racesFile);

const DAY_MS = 24 * 3600_000;

/** The race's instance of the UTC day that contains `day`. */
export function dailyInstance(race: DailyRace, day: Date): NewTournament {
  const start = Math.floor(day.getTime() / DAY_MS) * DAY_MS;
  const startsAt = new Date(start);
  return {
    slug: `${race.key}-${startsAt.toISOString().slice(0, 10)}`,
    title: race.title,
    scoring: race.scoring,
    games: race.games,
    startsAt,
    endsAt: new Date(start + DAY_MS),
    prizeCurrency: race.prize_currency,
    prizesMinor: race.prizes.map((prize) => toMinorUnits(prize, race.prize_currency)),
  };
}

/** Today's and tomorrow's instances: a running race and the next one are always announced. */
export function dailyInstances(races: readonly DailyRace[], now: Date): NewTournament[] {
  return races.flatMap((race) => [dailyInstance(race, now), dailyInstance(race, new Date(now.getTime() + DAY_MS))]);
}
