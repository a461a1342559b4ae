import { toSafeInteger } from '../../../db/db';

/* Column values of the billing tables as their repositories read them (pg and PGlite return them differently). */

export const optionalInteger = (value: unknown, what: string) =>
  value === null || value === undefined ? null : toSafeInteger(value, what);

export const isoOf = (value: unknown) => new Date(value as string | Date).toISOString();

export const optionalIsoOf = (value: unknown) => (value === null || value === undefined ? null : isoOf(value));

export const jsonOf = <T>(value: unknown): T | null =>
  value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as T);
