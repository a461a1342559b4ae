import { expect, test, type Page } from '@playwright/test';
import { LOCALE_PREFIXES, localised, ROUTES } from './routes';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Requests still open, so a page that never settles names what it waits for. */
function trackPending(page: Page): Set<string> {
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(`${request.method()} ${request.url()}`));
  const done = (request: { method(): string; url(): string }) => pending.delete(`${request.method()} ${request.url()}`);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

async function settle(page: Page, pending: Set<string>): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  } catch {
    throw new Error(`the page did not settle in 30 s; still open: ${[...pending].join(', ') || 'none'}`);
  }
}

for (const { prefix, lang } of LOCALE_PREFIXES) {
  test.describe(`every route in ${lang}`, () => {
    for (const route of ROUTES) {
      const path = localised(prefix, route);
      test(path, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        const pending = trackPending(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('h1')).toHaveCount(1);
        await settle(page, pending);
        // The sample reset token is not a real one: the page checks it with the api (a 4xx) and moves to /error.
        const expected = route.startsWith('/reset-password/')
          ? /Failed to load resource: the server responded with a status of 4\d\d/
          : null;
        expect(errors.filter((error) => !expected?.test(error))).toEqual([]);
      });
    }
  });
}

test.describe('404', () => {
  for (const { prefix, lang } of LOCALE_PREFIXES) {
    test(`an unknown path in ${lang} shows the translated 'Page Not Found: {path}' with status 404`, async ({ page }) => {
      const path = `${prefix}/no-such-page/really`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const heading = page.locator('h1');
      await expect(heading).toContainText(path);
      if (lang === 'en-US') await expect(heading).toHaveText(`Page Not Found: ${path}`);
      // The 404 keeps the site's navigation, so a lost visitor can go on.
      await expect(page.getByRole('navigation').first()).toBeVisible();
    });
  }

  test('the 404 body is rendered on the server, not only in the browser', async ({ request }) => {
    const response = await request.get('/ru/nope');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Страница не найдена: <code class="current-path">/ru/nope</code>');
  });
});
