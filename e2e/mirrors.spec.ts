import { expect, test, type Page } from '@playwright/test';
import { signUpAddress } from './sign-up-address';
import { E2E_OPERATOR_KEY } from './operator-key';

/**
 * Mirrors and single sign-on (docs/mirrors.md) across the dev mirrors of config/mirrors.json, all served by the one
 * web process on :3000 (Chromium resolves *.localhost to loopback): localhost is the SSO home.
 */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const HOME = 'http://localhost:3000';
const MIRROR_A = 'http://mirror-a.localhost:3000';
const MIRROR_B = 'http://mirror-b.localhost:3000';
const PASSWORD = 'mirror-password-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every /sso/start the browser went through (main-frame navigations). */
function recordHandoffs(page: Page): URL[] {
  const starts: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.pathname === '/sso/start') starts.push(url);
  });
  return starts;
}

test('a login on mirror A signs the player in on mirror B through the SSO home; both availability events are stored', async ({
  page,
  request,
}) => {
  const email = `e2e-${unique()}@example.com`;
  const registered = await request.post(`${API}/api/v2/auth/register/email`, {
    headers: signUpAddress(),
    data: { email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const starts = recordHandoffs(page);

  await page.goto(`${MIRROR_A}/?login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  // The login reply's SSO link takes the session to the home (its /sso/return sets the token there) and comes back.
  const homeReturn = page.waitForResponse((response) => response.url().startsWith(`${HOME}/sso/return`));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await homeReturn;
  await page.waitForURL((url) => url.origin === MIRROR_A && !url.pathname.startsWith('/sso/'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const homeCookies = await page.context().cookies(HOME);
  expect(homeCookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();

  await page.goto(`${MIRROR_B}/ru/games?from=e2e`);
  await page.waitForURL((url) => url.origin === MIRROR_B && url.pathname === '/ru/games');
  expect(new URL(page.url()).searchParams.get('from')).toBe('e2e');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const mirrorBCookies = await page.context().cookies(MIRROR_B);
  expect(mirrorBCookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();
  expect(mirrorBCookies.find((cookie) => cookie.name === 'sso_redirected')).toBeUndefined();

  const handoffToB = starts.find((url) => url.searchParams.get('url')?.startsWith(MIRROR_B));
  expect(handoffToB?.origin).toBe(HOME);
  const sessionId = handoffToB!.searchParams.get('sid')!;
  await expect
    .poll(async () => {
      const answer = await request.get(`${API}/operator/sso/tracking-events?session_id=${sessionId}`, {
        headers: { 'x-operator-key': E2E_OPERATOR_KEY },
      });
      const { data } = (await answer.json()) as { data: Array<{ name: string; mirror: string | null }> };
      return data.map((event) => `${event.name}:${event.mirror ?? ''}`);
    })
    .toEqual(['ssoAvailabilityCreate:', 'ssoAvailabilityFinish:mirror-b.localhost']);
  expect(await page.evaluate(() => window.localStorage.getItem('sso_session_id'))).toBeNull();
});

test('no_sso keeps a guest on the mirror without a hand-off', async ({ page }) => {
  const starts = recordHandoffs(page);
  await page.goto(`${MIRROR_B}/ru?no_sso=1`);
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(MIRROR_B);
  expect(starts).toEqual([]);
});

test('a guest without no_sso goes through the home once and stays a guest', async ({ page }) => {
  const starts = recordHandoffs(page);
  await page.goto(`${MIRROR_B}/ru`);
  await page.waitForURL(`${MIRROR_B}/ru`);
  expect(starts).toHaveLength(1);
  await page.goto(`${MIRROR_B}/ru/games`);
  expect(starts).toHaveLength(1);
});

test.describe('a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('is never sent to the SSO home and sees the mirror with its verification meta', async ({ page }) => {
    const starts = recordHandoffs(page);
    await page.goto(`${MIRROR_A}/ru`);
    expect(new URL(page.url()).origin).toBe(MIRROR_A);
    expect(starts).toEqual([]);
    await expect(page.locator('meta[name="yandex-verification"]')).toHaveAttribute('content', 'dev-mirror-a-yandex');
    await expect(page.locator('meta[name="google-site-verification"]')).toHaveCount(0);
  });
});
