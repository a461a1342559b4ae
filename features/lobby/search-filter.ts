/** One searchable lobby entry: its key and the words it is found by (name, provider, other names). */
export interface SearchEntry {
  key: string;
  text: string;
}

/**
 * Folds text for matching: case, accents and punctuation do not matter ("Play'n GO" is found by "playn go",
 * "Ёлка" by "елка"). Kazakh letters such as ә, ө, ұ have no decomposition and stay as they are.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when every word of the query appears in the entry's text; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const terms = foldSearchText(query).split(' ').filter(Boolean);
  if (!terms.length) return true;
  const haystack = foldSearchText(text);
  return terms.every((term) => haystack.includes(term));
}

export function filterEntries<T extends SearchEntry>(entries: readonly T[], query: string): T[] {
  return entries.filter((entry) => matchesSearch(entry.text, query));
}
