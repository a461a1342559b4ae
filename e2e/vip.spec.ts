import { expect, test } from '@playwright/test';
import { signUpAddress } from './sign-up-address';

/** The VIP club's join request against the real api. */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test('a guest is asked to log in; a signed-in player sends one VIP request, and asking again says it is pending', async ({
  page,
  request,
}) => {
  await page.goto('/ru/vip-club');
  await expect(page.getByRole('link', { name: 'Войти, чтобы вступить' })).toHaveAttribute('href', /\?login&vip$/);

  const email = `e2e-${unique()}@example.com`;
  const { token } = (await (
    await request.post(`${API}/api/v2/auth/register/email`, { headers: signUpAddress(), data: { email, password: 'vip-password-1' } })
  ).json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: 'http://localhost:3000' }]);
  await page.reload();
  await page.getByRole('button', { name: 'Вступить в VIP-клуб' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена. VIP-менеджер свяжется с вами.' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Вступить в VIP-клуб' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ваша заявка уже у VIP-менеджера.' })).toBeVisible();
});
