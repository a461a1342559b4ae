import { expect, test, type Locator, type Page } from '@playwright/test';
import ru from '../messages/ru.json' with { type: 'json' };

/**
 * Social sign-in through the e2e's own OpenID provider "testid" (e2e/oidc-server.mjs): the user clicks the button,
 * types an email in the provider's pop-up, and the pop-up hands the api's token back to the page.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const WEB_ORIGIN = 'http://localhost:3000';

/** Clicks the provider's button and acts in its pop-up; without an email the provider still remembers the user. */
async function signInWithTestid(page: Page, dialog: Locator, buttonName: string, email: string | null) {
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: buttonName }).click();
  const popup = await popupOpened;
  if (email) {
    await popup.getByLabel('Email').fill(email);
    await popup.getByRole('button', { name: 'Sign in' }).click();
  }
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

const isSocialStart = (request: { url(): string; method(): string }) => request.url().endsWith('/auth/login') && request.method() === 'PUT';

test('a new user registers with Testid from the login modal, sees the balance and the register method in the profile', async ({
  page,
  context,
}) => {
  const email = `social-${unique()}@example.com`;
  await context.addCookies([{ name: 'promo', value: 'E2E-SOCIAL', url: WEB_ORIGIN }]);
  await page.goto('/?login&vip');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const social = dialog.getByRole('group', { name: 'Sign in with another service' });
  // The providers arrive with the modal's texts; a loaded machine takes longer than the default 5 s.
  await expect(social.getByRole('button')).toHaveText(['TContinue with Testid'], { timeout: 15_000 });

  const started = page.waitForRequest(isSocialStart);
  const vipJoin = page.waitForResponse((response) => response.url().endsWith('/api/v2/vip/join'));
  await signInWithTestid(page, dialog, 'Continue with Testid', email);
  expect((await started).postDataJSON()).toEqual({ provider: 'testid', origin: WEB_ORIGIN, currency: 'RUB', promo: 'E2E-SOCIAL' });
  // The modal asked for VIP (`&vip`): the sign-in ends with the join request.
  const joined = await vipJoin;
  expect(joined.request().postDataJSON()).toEqual({ request_type: 'vip_club' });
  expect(joined.status()).toBe(200);

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByTestId('header-balance')).toContainText('₽');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);

  // After a registration the PayIn modal opens by itself 17 s later.
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible({ timeout: 25_000 });

  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Signed up with' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Testid');
});

test('signing in again with the same Testid account logs in to it: its currency and its language, on any device', async ({
  page,
  browser,
}) => {
  const email = `social-${unique()}@example.com`;
  const continueRu = ru.auth.social.continueWith.replace('{provider}', 'Testid');
  await page.goto('/ru?signup');
  const signup = page.getByRole('dialog', { name: ru.modals.signup.title });
  await signup.getByLabel(ru.modals.signup.currency).selectOption('KZT');
  const localeSaved = page.waitForResponse(
    (response) => response.url().endsWith('/profile/settings') && response.request().method() === 'PUT',
  );
  await signInWithTestid(page, signup, continueRu, email);
  await expect(page.getByTestId('header-balance')).toContainText('₸');
  expect((await localeSaved).request().postDataJSON()).toMatchObject({ locale: 'ru' });

  // Back on this browser the provider remembers the user: its pop-up answers and closes without asking.
  await page.getByRole('button', { name: ru.header.logout }).click();
  // Navigate only once the log-out has finished: a page loaded with the old token would count as signed in and drop ?login.
  await expect(page.getByRole('banner').getByRole('link', { name: ru.header.login })).toBeVisible();
  await page.goto('/ru?login');
  await signInWithTestid(page, page.getByRole('dialog', { name: ru.modals.login.title }), continueRu, null);
  await expect(page.getByTestId('header-balance')).toContainText('₸');

  // Another device, in English, choosing dollars: the existing account opens, in tenge and in Russian.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/?signup');
  const otherSignup = other.getByRole('dialog', { name: 'Create an account' });
  await otherSignup.getByLabel('Currency').selectOption('USD');
  await signInWithTestid(other, otherSignup, 'Continue with Testid', email);
  await expect(other).toHaveURL(/\/ru$/);
  await expect(other.getByTestId('header-balance')).toContainText('₸');
  await other.goto('/ru/profile');
  await expect(other.getByText(email)).toBeVisible();
  await otherDevice.close();
});

test('closing the pop-up before signing in leaves the visitor a guest with a notice', async ({ page }) => {
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Testid' }).click();
  const popup = await popupOpened;
  await expect(dialog.getByRole('status')).toHaveText('Finish signing in with Testid in the window that opened.');
  await expect(popup.getByLabel('Email')).toBeVisible();
  await popup.close();
  await expect(dialog.getByRole('status')).toHaveText(
    'The sign-in window was closed before signing in finished. Try again when you are ready.',
  );
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});
