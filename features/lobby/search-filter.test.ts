import { describe, expect, it } from 'vitest';
import { filterEntries, foldSearchText, matchesSearch } from './search-filter';

const ENTRIES = [
  { key: 'crash', text: 'Краш crash Собственные' },
  { key: 'gates', text: 'Gates of Olympus Pragmatic Play' },
  { key: 'book', text: "Book of Dead Play'n GO" },
  { key: 'crazy', text: 'Crazy Time Evolution' },
  { key: 'rooms', text: 'Бөлмелер rooms Меншікті' },
];

const keys = (query: string) => filterEntries(ENTRIES, query).map((entry) => entry.key);

describe('lobby search filter', () => {
  it('matches everything on an empty or blank query', () => {
    expect(keys('')).toHaveLength(ENTRIES.length);
    expect(keys('   ')).toHaveLength(ENTRIES.length);
  });

  it('finds by name and by provider, whatever the case', () => {
    expect(keys('OLYMPUS')).toEqual(['gates']);
    expect(keys('pragmatic')).toEqual(['gates']);
    expect(keys('evolution')).toEqual(['crazy']);
  });

  it('needs every word of the query, in any order', () => {
    expect(keys('play book')).toEqual(['book']);
    expect(keys('play time')).toEqual([]);
  });

  it('ignores apostrophes and punctuation', () => {
    expect(keys('playn go')).toEqual(['book']);
    expect(keys("Play'n")).toEqual(['book']);
    expect(keys('gates-of')).toEqual(['gates']);
  });

  it('finds Cyrillic and Kazakh names, and the game id in Latin letters', () => {
    expect(keys('краш')).toEqual(['crash']);
    expect(keys('бөлме')).toEqual(['rooms']);
    expect(keys('crash')).toEqual(['crash']);
  });

  it('treats ё as е and drops accents', () => {
    expect(foldSearchText('Минёр')).toBe('минер');
    expect(matchesSearch('Café Roulette', 'cafe')).toBe(true);
  });

  it('returns nothing when no entry matches', () => {
    expect(keys('zzz')).toEqual([]);
  });
});
