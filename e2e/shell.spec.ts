import { expect, test } from '@playwright/test';

test('the language switcher moves to the same page in another locale and remembers the choice', async ({ page, context }) => {
  await page.goto('/faq');
  await page.getByLabel('Choose language').selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(/\/ru\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  const cookie = (await context.cookies()).find((item) => item.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('ru-RU');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
});

test('a first visit follows Accept-Language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'kk-KZ', extraHTTPHeaders: { 'accept-language': 'kk-KZ,kk;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/kz$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk-KZ');
  await context.close();
});

test('log-in and sign-up open as modals from query flags, with focus inside, and close removing the flag', async ({ page }) => {
  await page.goto('/games/dice');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/games\/dice\?login$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/games\/dice$/);

  await page.goto('/ru?signup&utm_source=x');
  const signup = page.getByRole('dialog', { name: 'Регистрация' });
  await expect(signup).toBeVisible();
  await signup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/ru\?utm_source=x$/);
});

test('the support-chat button sits at the bottom right and opens the support dialog', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Support chat' });
  const box = await button.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 60);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 60);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
});

test('region_override=region_restricted sends the visitor to /no-access and is remembered', async ({ page }) => {
  await page.goto('/ru/faq?region_override=region_restricted');
  await expect(page).toHaveURL(/\/ru\/no-access$/);
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/ru/bonuses');
  await expect(page).toHaveURL(/\/ru\/no-access$/);
  await page.goto('/ru/bonuses?region_override=KZ');
  await expect(page).toHaveURL(/\/ru\/bonuses\?region_override=KZ$/);
});

test('a search bot reads pages from an allowed country, but its user agent does not lift a restriction', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await context.addCookies([{ name: 'region_override', value: 'region_restricted', url: 'http://localhost:3000' }]);
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/no-access$/);
  await context.close();
});

test('the route-redirect table redirects through the api: a path internally, a URL outside', async ({ request }) => {
  const internal = await request.get('/ru/promo', { maxRedirects: 0 });
  expect(internal.status()).toBe(302);
  expect(internal.headers().location).toMatch(/\/ru\/bonuses$/);
  const external = await request.get('/telegram', { maxRedirects: 0 });
  expect(external.headers().location).toMatch(/^https:\/\//);
});
