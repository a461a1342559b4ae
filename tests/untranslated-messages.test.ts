import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

/** Names that stay as they are in every language: the brand, the language names, the sign-in providers. */
const SAME_IN_EVERY_LANGUAGE = [/^meta\.brand$/, /^languages\./, /^auth\.social\.providers\./];
const english = new Map(leaves(en));

describe('translations', () => {
  it.each([
    ['ru', ru],
    ['kz', kz],
  ] as const)('%s shows no English text where it has its own words', (_locale, messages) => {
    const untranslated = leaves(messages as Tree)
      .filter(([key, text]) => english.get(key) === text && /\p{L}{2}/u.test(text.replace(/\{\w+\}/g, '')))
      .filter(([key]) => !SAME_IN_EVERY_LANGUAGE.some((pattern) => pattern.test(key)));
    expect(untranslated).toEqual([]);
  });
});
