import { expect, test } from '@playwright/test';
import { signUpAddress } from './sign-up-address';
import { E2E_OPERATOR_KEY } from './operator-key';

/** Sessions on the access tab, and the operator's single-use sign-in link (simple auth), against the real api. */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function registerUser(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.post(`${API}/api/v2/auth/register/email`, {
    headers: signUpAddress(),
    data: { email, password: 'session-password-1' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string };
}

test('the access tab lists where the account is signed in and logs out the other sessions', async ({ page, request }) => {
  const email = `e2e-${unique()}@example.com`;
  const other = await registerUser(request, email);
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('session-password-1');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.goto('/profile/access');
  const list = page.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Chrome');
  await page.getByRole('button', { name: 'Log out 1 other session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Every other session has been logged out.' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const ended = await request.get(`${API}/profile/user`, { headers: { authorization: `Bearer ${other.token}` } });
  expect(ended.status()).toBe(401);
});

test("an operator's sign-in link logs the player in once, records the browser on the session, then is spent", async ({
  page,
  request,
  browser,
}) => {
  const email = `e2e-${unique()}@example.com`;
  const { token } = await registerUser(request, email);
  const profile = (await (await request.get(`${API}/profile/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: number };
  };
  const issued = await request.post(`${API}/operator/simple-auth-tokens`, {
    headers: { 'x-operator-key': E2E_OPERATOR_KEY },
    data: { user_id: profile.data.id, issued_by: 'e2e-support' },
  });
  expect(issued.status()).toBe(201);
  const link = new URL(((await issued.json()) as { url: string }).url);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page).not.toHaveURL(/simpleAuthToken/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'simpleAuth')?.value).toBe('1');
  expect(cookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();

  await page.goto('/profile/access');
  const current = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem').filter({ hasText: 'This device' });
  await expect(current).toContainText('Chrome');

  // The same link in a fresh browser is spent: the visitor stays a guest.
  const fresh = await browser.newContext();
  const second = await fresh.newPage();
  await second.goto(`${link.pathname}${link.search}`);
  await expect(second.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(second.getByTestId('header-balance')).toHaveCount(0);
  await fresh.close();
});
