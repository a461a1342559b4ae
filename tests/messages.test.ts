import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

const catalogues = { en: leaves(en), ru: leaves(ru), kz: leaves(kz) };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

describe('messages', () => {
  it.each(['ru', 'kz'] as const)('%s has exactly the keys en has', (locale) => {
    const missing = [...catalogues.en.keys()].filter((key) => !catalogues[locale].has(key));
    const extra = [...catalogues[locale].keys()].filter((key) => !catalogues.en.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(['ru', 'kz'] as const)('%s uses the same placeholders as en in every message', (locale) => {
    const mismatched = [...catalogues.en].filter(([key, text]) => {
      const other = catalogues[locale].get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has no empty message', () => {
    for (const catalogue of Object.values(catalogues)) {
      expect([...catalogue].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    }
  });
});
