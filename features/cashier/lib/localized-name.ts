import { z } from 'zod';
import type { LocaleCode } from '@/lib/locales';

/** A method's name as the operator wrote it: `{ en, ru, kz }` (or one text for every language). */
export const localizedNameSchema = z.union([z.string(), z.record(z.string(), z.string().nullish())]);
export type LocalizedName = z.infer<typeof localizedNameSchema>;

/** The name in the interface's language, else English, else whichever the operator gave. */
export function nameIn(name: LocalizedName, locale: LocaleCode): string {
  if (typeof name === 'string') return name;
  return name[locale] || name.en || Object.values(name).find((value): value is string => Boolean(value)) || '';
}
