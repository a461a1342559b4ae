import { expect, test } from '@playwright/test';
import { signUpAddress } from './sign-up-address';

/** The daily race (config/tournaments.json) against the real api: the live leaderboard follows a player's bets. */
const API = process.env.E2E_API_URL ?? 'http://localhost:4000';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test("the daily race's leaderboard moves while a player bets", async ({ page, request }) => {
  test.setTimeout(90_000);
  const active = (await (await request.get(`${API}/api/v2/tournaments?status=active`)).json()) as { data: { slug: string }[] };
  const race = active.data.find((item) => item.slug.startsWith('daily-race-'));
  expect(race).toBeTruthy();

  const { token } = (await (
    await request.post(`${API}/api/v2/auth/register/email`, {
      headers: signUpAddress(),
      data: { email: `e2e-race-${unique()}@example.com`, password: 'race-password-1' },
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  // Bonus money from a promo is real-money play for the race (demo play never counts).
  expect((await request.post(`${API}/api/v2/bonuses/promo`, { headers, data: { promo: 'START10' } })).status()).toBe(201);
  await page.context().addCookies([{ name: 'token', value: token, url: 'http://localhost:3000' }]);
  await page.goto(`/tournament/${race!.slug}`);
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByText('You are not on the leaderboard yet: bet in the race’s games to join it.')).toBeVisible();

  for (let i = 0; i < 5; i += 1) {
    const res = await request.post(`${API}/api/v2/games/dice/bets`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { amount: 10, target: 98, direction: 'under' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // The board asks every 10 s and the api keeps standings up to 5 s.
  await expect(page.getByRole('status').filter({ hasText: /^Your place: \d+/ })).toBeVisible({ timeout: 30_000 });
});
