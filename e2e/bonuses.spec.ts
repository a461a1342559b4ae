import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAddress } from './sign-up-address';
import { newDepositedPlayer, PLAYER_PASSWORD } from './deposit-flow';

/*
 * Bonuses as a new player meets them, against the real api and its config/bonuses.json: the welcome pack's first
 * step (100 %, x35, max bet ₽500) on a first deposit, wagered on dice until it converts; a promo code in the profile.
 */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const WELCOME = 'Welcome bonus: 100% on the first deposit';

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'token');
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

type Activation = { status: string; wagered: number; wager_required: number };

async function activationsOf(request: APIRequestContext, token: string): Promise<Activation[]> {
  const res = await request.get(`${API}/api/v2/bonuses/activations`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Activation[] }).data;
}

/** Dice bets of ₽100 at a 98 % chance, as the dice page sends them, until the bonus is no longer active. */
async function wagerOnDice(request: APIRequestContext, token: string): Promise<number> {
  let bets = 0;
  for (let round = 0; round < 12; round += 1) {
    for (let i = 0; i < 25; i += 1) {
      const res = await request.post(`${API}/api/v2/games/dice/bets`, {
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        data: { amount: 100, target: 98, direction: 'under' },
      });
      expect(res.status(), await res.text()).toBe(200);
      bets += 1;
    }
    const [welcome] = await activationsOf(request, token);
    if (welcome.status !== 'active') return bets;
  }
  return bets;
}

test('a first deposit gets the welcome bonus, shown in the header and the profile; wagered on dice it becomes real money', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await newDepositedPlayer(page, '500');
  const widget = page.getByRole('link', { name: /^Bonus balance ₽500\.00/ });
  await expect(widget).toBeVisible();

  await page.goto('/profile/bonuses');
  const progress = page.getByRole('progressbar', { name: `Wagering of ${WELCOME}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Wagered ₽0.00 of ₽17,500.00')).toBeVisible();

  const token = await tokenOf(page);
  const bets = await wagerOnDice(request, token);
  expect(bets).toBeGreaterThanOrEqual(175);
  const [welcome] = await activationsOf(request, token);
  expect(welcome).toMatchObject({ status: 'wagered', wagered: 17_500, wager_required: 17_500 });

  await page.reload();
  await expect(page.getByText(/^Converted to real money: ₽/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bonus balance/ })).toHaveCount(0);
  // Signing in again: the unread notifications are raised as toasts 4 s after a login (spec section 4).
  await page.context().clearCookies();
  await page.goto('/?login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PLAYER_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/^Wagering complete: ₽[\d,.]+ moved from your bonus balance to your real balance\.$/)).toBeVisible({
    timeout: 15_000,
  });
});

test('a promo code typed in the profile: an unknown one is refused with its reason, a real one adds its bonus', async ({
  page,
  request,
}) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const { token } = (await (
    await request.post(`${API}/api/v2/auth/register/email`, {
      headers: signUpAddress(),
      data: { email: `e2e-promo-${unique}@example.com`, password: 'promo-password-1' },
    })
  ).json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: 'http://localhost:3000' }]);
  await page.goto('/profile/bonuses');
  const code = page.getByRole('textbox', { name: 'Promo code' });
  await code.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('There is no such promo code. Check the spelling.')).toBeVisible();
  await code.fill('start10');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('The promo code is redeemed: its bonus is in your list.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Wagering of No-deposit bonus with the code START10/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Bonus balance ₽100\.00/ })).toBeVisible();
});
