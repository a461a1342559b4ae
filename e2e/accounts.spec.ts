import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAddress } from './sign-up-address';

/** A new user's path through accounts against the real api; codes come from the api's dev outbox. */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/outbox`, { params: { to } });
        if (!response.ok()) return undefined;
        const { data } = (await response.json()) as { data: { text: string; created_at: string }[] };
        const newest = [...data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
        code = newest?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
}

async function logInByPassword(page: Page, contact: { email?: string; phone?: string }, password: string) {
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (contact.phone) {
    await dialog.getByRole('radio', { name: 'Phone' }).click();
    await dialog.getByLabel('Phone').fill(contact.phone);
  } else {
    await dialog.getByLabel('Email').fill(contact.email!);
  }
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

async function resetPassword(
  page: Page,
  request: APIRequestContext,
  contact: { email?: string; phone?: string; outboxTo: string },
  newPassword: string,
) {
  await page.goto('/password/reset');
  if (contact.phone) {
    await page.getByRole('radio', { name: 'Phone' }).click();
    await page.getByLabel('Phone').fill(contact.phone);
  } else {
    await page.getByLabel('Email').fill(contact.email!);
  }
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(request, contact.outboxTo));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in with the new password' })).toBeVisible();
}

test('a new user signs up by email, sees the balance, logs out, logs in, resets the password and logs in with it', async ({
  page,
  request,
}) => {
  const email = `e2e-${unique()}@example.com`;
  await page.goto('/?signup');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('first-password-1');
  await dialog.getByLabel(/user agreement/).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByTestId('header-balance')).toContainText('₽');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.value).toBeTruthy();
  expect(token!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);

  await logOut(page);
  await logInByPassword(page, { email }, 'first-password-1');
  await logOut(page);

  await resetPassword(page, request, { email, outboxTo: email }, 'second-password-2');
  await logInByPassword(page, { email }, 'second-password-2');
});

test('a wrong password shows the translated server error in the notice', async ({ page }) => {
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(`nobody-${unique()}@example.com`);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password.');
});

test('a new user signs up by phone, logs out, resets the password by SMS code and logs in with it', async ({ page, request }) => {
  const national = `70${String(Date.now()).slice(-8)}`;
  const phone = `+7${national}`;
  await page.goto('/?signup');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByRole('radio', { name: 'Phone' }).click();
  await dialog.getByLabel('Phone').fill(phone);
  await expect(dialog.getByLabel('Phone')).toHaveValue(
    `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`,
  );
  await dialog.getByLabel('Password').fill('phone-password-1');
  await dialog.getByLabel(/user agreement/).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await logOut(page);

  await resetPassword(page, request, { phone, outboxTo: phone }, 'phone-password-2');
  await logInByPassword(page, { phone }, 'phone-password-2');
});

test('the profile shows the signed-in user and the dev outbox lists the code sent by a login-by-code request', async ({
  page,
  request,
}) => {
  const email = `e2e-${unique()}@example.com`;
  const response = await request.post(`${API}/api/v2/auth/register/email`, {
    headers: signUpAddress(),
    data: { email, password: 'profile-password-1', currency: 'KZT' },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Log in with a one-time code' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByText(/request a new code in \d+ s/)).toBeVisible();
  const code = await latestCode(request, email);

  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(outbox.getByRole('list', { name: 'Dev outbox' })).toContainText(code);
  await outbox.close();

  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toContainText('₸');

  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('KZT', { exact: true })).toBeVisible();
});

test('the emailed reset link checks its token, sets a new password, and a spent link says so and offers a new one', async ({
  page,
  request,
}) => {
  const email = `e2e-${unique()}@example.com`;
  expect(
    (
      await request.post(`${API}/api/v2/auth/register/email`, { headers: signUpAddress(), data: { email, password: 'link-password-1' } })
    ).ok(),
  ).toBe(true);
  expect((await request.post(`${API}/api/v2/auth/password/email/forgot`, { data: { email } })).ok()).toBe(true);
  let path: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`${API}/dev/outbox`, { params: { to: email } })).json()) as { data: { text: string }[] };
      path = data.map((message) => message.text.match(/\/reset-password\/[\w-]+\?email=[^\s]+/)?.[0]).find(Boolean);
      return path;
    })
    .toBeTruthy();

  await page.goto(path!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('link-password-2');
  await page.getByLabel('Repeat the new password').fill('link-password-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('link', { name: 'Log in with the new password' })).toBeVisible();
  await logInByPassword(page, { email }, 'link-password-2');

  await page.goto(path!);
  await expect(page.getByRole('alert', { name: 'This link has expired or was already used' })).toBeVisible();
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page).toHaveURL(/\/password\/reset\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
