import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';

const catalogues: Record<string, typeof en> = { 'en-US': en, 'ru-RU': ru, 'kk-KZ': kz };
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ locale, namespace }: { locale: string; namespace: keyof typeof en }) =>
    (key: string) =>
      (catalogues[locale][namespace] as Record<string, string>)[key],
}));

/**
 * A 404 response takes its metadata from the layouts and the nearest not-found file, never from the page
 * (Next's resolve-metadata with errorConvention 'not-found'), so the title must come from not-found.tsx.
 */
describe('404 page title', () => {
  it.each(['en-US', 'ru-RU', 'kk-KZ'])('is the translated "page not found", not the home title, in %s', async (locale) => {
    const notFound = await import('@/app/[locale]/(default)/page-not-found/not-found');
    const metadata = await notFound.generateMetadata({ params: Promise.resolve({ locale }) });
    expect(metadata.title).toBe(catalogues[locale].notFound.pageTitle);
    expect(metadata.title).not.toBe(catalogues[locale].meta.title);
    expect(metadata.robots).toEqual({ index: false });
  });
});
