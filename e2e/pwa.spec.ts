import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import kz from '../messages/kz.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };

/** Waits until /sw.js is active and controls the page (the worker claims its clients when it activates). */
async function waitForControllingWorker(page: Page): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('data-pwa-worker', 'activated', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test.describe('the installable app', () => {
  test('serves the worker, the build id and a manifest per locale', async ({ request, page }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');

    const latest = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(latest.status()).toBe(200);
    const { buildId } = (await latest.json()) as { buildId: string };
    expect(buildId.length).toBeGreaterThan(3);

    await page.goto('/ru');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifests/ru.webmanifest');
    const manifest = (await (await request.get(href!)).json()) as { name: string; start_url: string; display: string; icons: unknown[] };
    expect(manifest.name).toBe(ru.pwa.manifest.name);
    expect(manifest.start_url).toBe('/ru');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test('registers /sw.js, which activates and controls the page', async ({ page }) => {
    await page.goto('/');
    expect(await waitForControllingWorker(page)).toMatch(/\/sw\.js$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-pwa-registration-error', 'true');
  });

  test("meets Chromium's installability criteria (what Lighthouse 12 no longer audits)", async ({ playwright, baseURL }, testInfo) => {
    // A profile on disk: Playwright's usual contexts are incognito, where Chromium installs nothing.
    const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/kz');
      await waitForControllingWorker(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId))
        .toEqual([]);
      const { url } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifests\/kz\.webmanifest$/);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test.describe('offline', () => {
    test.use({ locale: 'ru-RU' });

    test("shows the offline page in the visitor's language when a page load fails", async ({ page, context }) => {
      await page.goto('/ru');
      await waitForControllingWorker(page);
      await context.setOffline(true);

      // An address without a locale prefix: the language the site last rendered in this browser (stored for the worker).
      await page.goto('/games').catch(() => undefined);
      await expect(page.locator('[data-offline-page="ru"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.pwa.offline.title);

      // An address with one: that language.
      await page.goto('/kz/faq').catch(() => undefined);
      await expect(page.locator('[data-offline-page="kz"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kz.pwa.offline.title);
      await expect(page.getByRole('link', { name: kz.pwa.offline.retry })).toBeVisible();

      await context.setOffline(false);
    });
  });

  test.describe('a new build', () => {
    // The worker would answer the poll before the test's route sees it; the poll runs without one.
    test.use({ serviceWorkers: 'block' });

    test('is detected by the 20 s poll of /builds/latest.json and offers a reload', async ({ page }) => {
      let polls = 0;
      await page.route('**/builds/latest.json*', async (route) => {
        polls += 1;
        expect(new URL(route.request().url()).searchParams.get('t')).toMatch(/^\d+$/);
        await route.fulfill({ json: { buildId: 'e2e-another-build' } });
      });
      await page.goto('/');
      const notice = page.getByTestId('pwa-update');
      await expect(notice).toBeVisible({ timeout: 35_000 });
      await expect(notice).toContainText(en.pwa.update.text);
      expect(polls).toBe(1);
      await expect(page.locator('html')).toHaveAttribute('data-pwa-update', 'e2e-another-build');
      await notice.getByRole('button', { name: en.pwa.update.later }).click();
      await expect(notice).toBeHidden();
    });
  });
});
