import { expect, test } from '@playwright/test';
import { signUpAddress } from './sign-up-address';
import { E2E_OPERATOR_KEY } from './operator-key';

/** The support button's contact form, the operator's answer and the player's thread, against the real api. */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test('the home page carries no mailto link; a guest opens a ticket from the support dialog', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response!.text()).not.toContain('mailto:');
  await page.getByRole('button', { name: 'Support chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await dialog.getByLabel('Topic').selectOption('payments');
  await dialog.getByLabel('Message').fill('My deposit has not arrived.');
  await dialog.getByLabel('Email for the answer').fill(`e2e-guest-${unique()}@example.com`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Request #\d+ is sent/);
  expect(await dialog.innerHTML()).not.toContain('mailto:');
});

test("an operator's answer reaches the player's profile thread and notifications", async ({ page, request }) => {
  const { token } = (await (
    await request.post(`${API}/api/v2/auth/register/email`, {
      headers: signUpAddress(),
      data: { email: `e2e-support-${unique()}@example.com`, password: 'support-password-1' },
    })
  ).json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: 'http://localhost:3000' }]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Support chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await dialog.getByLabel('Message').fill('Where is my bonus?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = await dialog.getByRole('status').textContent();
  const id = Number(/#(\d+)/.exec(sent ?? '')?.[1]);

  const answered = await request.post(`${API}/operator/support/tickets/${id}/replies`, {
    headers: { 'x-operator-key': E2E_OPERATOR_KEY },
    data: { message: 'It is on your bonus balance now.', operator_name: 'e2e' },
  });
  expect(answered.status()).toBe(201);

  await page.goto('/profile/support');
  const thread = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`Request #${id}`) }) });
  await expect(thread).toContainText('It is on your bonus balance now.');
  await expect(thread).toContainText('Answered');
});
