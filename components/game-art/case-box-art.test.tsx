import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CASE_ART, CASES } from '@/lib/cases-catalog';
import { CaseBoxArt } from './case-box-art';

describe('case art', () => {
  it('gives every case of the catalogue its own colours and its own emblem', () => {
    const styles = CASES.map((entry) => CASE_ART[entry.slug]);
    expect(styles.every(Boolean)).toBe(true);
    expect(new Set(styles.map((style) => style.light)).size).toBe(CASES.length);
    expect(new Set(styles.map((style) => style.emblem)).size).toBe(CASES.length);
  });

  it('draws every case differently, with its own ids, and a case without a look in colours from its slug', () => {
    const pictures = [...CASES.map((entry) => entry.slug), 'new-case'].map((slug) => renderToStaticMarkup(<CaseBoxArt slug={slug} />));
    expect(new Set(pictures).size).toBe(pictures.length);
    expect(pictures.at(-1)).toBe(renderToStaticMarkup(<CaseBoxArt slug="new-case" />));
    const ids = pictures.flatMap((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of pictures) expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 120 100"[^>]*aria-hidden="true"/);
  });
});
