import { z } from 'zod';

/** How the environment's text reads (server/config.ts and the settings it gathers): comma lists and booleans. */
export const csv = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
