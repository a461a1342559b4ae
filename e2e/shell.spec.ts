import { expect, test, type Locator, type Page } from '@playwright/test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** Every destination the menu drawer must reach, by link name. */
const EVERY_SECTION = [
  'Casino',
  'Slots',
  'Live casino',
  'Betting',
  'Crash',
  'Dice',
  'Coinflip',
  'Roulette',
  'Hi-Lo',
  'Keno',
  'Cases',
  'Rooms',
  'Tournaments',
  'Bonuses',
  'VIP club',
  'Welcome pack',
  'Top',
  'FAQ',
];

/** The site header is one row: no taller than 64 px, and every visible part of it inside that row. */
async function expectOneRowHeader(page: Page) {
  const header = page.locator('header').first();
  const box = (await header.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(64);
  const parts = await header.locator('a:visible, button:visible, p:visible').all();
  for (const part of parts) {
    const partBox = (await part.boundingBox())!;
    expect(partBox.y).toBeGreaterThanOrEqual(box.y);
    expect(partBox.y + partBox.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Two boxes share no pixel. */
async function expectApart(a: Locator, b: Locator) {
  const one = (await a.boundingBox())!;
  const two = (await b.boundingBox())!;
  const apart = one.x + one.width <= two.x || two.x + two.width <= one.x || one.y + one.height <= two.y || two.y + two.height <= one.y;
  expect(apart).toBe(true);
}

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

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a guest gets a one-row header, a tab bar, and a menu drawer that reaches every section', async ({ page }) => {
    await page.goto('/faq');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expectOneRowHeader(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(tabBar).toBeVisible();
    const barBox = (await tabBar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
    for (const name of ['Casino', 'Slots', 'Live', 'Log in']) await expect(tabBar.getByRole('link', { name, exact: true })).toBeVisible();
    await tabBar.getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/games\/slots$/);
    await expect(tabBar.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'page');

    // The support chat sits in the tab bar's free end: it covers no tab, and the page ends above the bar.
    const chat = page.getByRole('button', { name: 'Support chat' });
    for (const tab of await tabBar.getByRole('listitem').all()) await expectApart(chat, tab);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = (await page.locator('footer').last().locator('p').last().boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);

    const menu = tabBar.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const sections = drawer.getByRole('navigation', { name: 'All sections' });
    for (const name of EVERY_SECTION) await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(drawer.getByLabel('Choose language')).toBeVisible();
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Bonuses', exact: true }).click();
    await expect(page).toHaveURL(/\/bonuses$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('a player gets the balance and Deposit in one header row, and Profile and Log out in the menu', async ({ page }) => {
    await page.goto('/?signup');
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.getByLabel('Email').fill(`e2e-nav-${unique()}@example.com`);
    await dialog.getByLabel('Password').fill('nav-password-1');
    await dialog.getByLabel(/user agreement/).check();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog).toBeHidden();

    const header = page.locator('header').first();
    await expect(header.getByTestId('header-balance')).toContainText('₽');
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeHidden();
    await expectOneRowHeader(page);

    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(tabBar.getByRole('link', { name: 'Profile' })).toBeVisible();
    await tabBar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Profile' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect(deposit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deposit).toBeHidden();
    await tabBar.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test('on a desktop, the side navigation shows the game categories and the signed-in header stays one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/dice');
  const side = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Casino', 'Slots', 'Live casino', 'Betting', 'Dice', 'Tournaments', 'VIP club']) {
    await expect(side.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(side.getByRole('link', { name: 'Dice', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();

  await page.goto('/?signup');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Email').fill(`e2e-desk-${unique()}@example.com`);
  await dialog.getByLabel('Password').fill('desk-password-1');
  await dialog.getByLabel(/user agreement/).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  const header = page.locator('header').first();
  await expect(header.getByTestId('header-balance')).toBeVisible();
  for (const name of ['Deposit', 'Profile']) await expect(header.getByRole('link', { name })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByLabel('Choose language')).toBeVisible();
  await expectOneRowHeader(page);
});

test('the skip link is the first stop and moves focus to the page', async ({ page }) => {
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
});
