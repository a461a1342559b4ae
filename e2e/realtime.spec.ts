import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The shared-round games as players meet them (docs/realtime.md, issue 11): several people in one live round over
 * the api's socket, a reload that resumes the round, play money for guests.
 */
const DEMO_TOKEN = process.env.DEMO_TOKEN ?? 'demo-player-token-change-me';

/** The seeded demo player (npm start's demo data) in a browser context of its own, playing for real money. */
async function demoPlayerPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'token', value: DEMO_TOKEN, url: 'http://localhost:3000' }]);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByText('Real money')).toBeVisible();
  return page;
}

async function guestPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page.getByText('Play money', { exact: true })).toBeVisible();
  return page;
}

test('crash: a player bets, reloads mid-round and cashes out; a guest watching the same round sees the cash-out', async ({ browser }) => {
  test.setTimeout(400_000);
  const player = await demoPlayerPage(browser, '/games/crash');
  const viewer = await guestPage(browser, '/games/crash');
  await player.getByLabel('Bet amount').fill('1');

  // A round may crash before the cash-out lands (1.00x happens): then the next round is tried.
  let cashedOut: string | null = null;
  for (let attempt = 0; attempt < 5 && cashedOut === null; attempt += 1) {
    await player.getByRole('button', { name: /^Bet( on the next round)?$/ }).click();
    // Clicked while a round runs, the bet waits for the next betting phase: a crash at 6x or more runs 30 s or more.
    await expect(player.getByText('Your bet: ₽1.00.')).toBeVisible({ timeout: 120_000 });

    // The reload reconnects: the round's snapshot brings the bet back.
    await player.reload();
    await expect(player.getByText(/^Your bet(: ₽1\.00\.| is in play\.)$/)).toBeVisible();

    const cashOut = player.getByRole('button', { name: /^Cash out / });
    const lost = player.getByText('Lost ₽1.00.');
    await expect(cashOut.or(lost).first()).toBeVisible({ timeout: 30_000 });
    if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);

    const won = player.getByText(/^Cashed out at \d+\.\d\d×: ₽\d+\.\d\d\.$/);
    await expect(won.or(lost).first()).toBeVisible({ timeout: 30_000 });
    if (await won.isVisible()) cashedOut = (await won.textContent())!.match(/(\d+\.\d\d)×/)![1];
  }
  expect(cashedOut, 'a cash-out within five rounds').not.toBeNull();

  // The guest's list of the round shows the same cash-out (a cash-out at 1.00x returns the stake: a push), and the
  // round then ends for both: a newer crash point than any before the cash-out heads both histories, the same round.
  const state = cashedOut === '1.00' ? 'push' : 'won';
  await expect(
    viewer
      .locator(`tr[data-state="${state}"]`)
      .filter({ hasText: `${cashedOut}×` })
      .first(),
  ).toBeVisible();
  const before = await newestCrashedRound(player);
  await expect.poll(() => newestCrashedRound(player), { timeout: 120_000 }).toBeGreaterThan(before);
  await expect.poll(() => newestCrashedRound(viewer)).toBe(await newestCrashedRound(player));
});

/** The round number heading a page's crash history (newest first), or 0 while it is empty. */
async function newestCrashedRound(page: Page): Promise<number> {
  const chips = page.getByRole('button', { name: /^Round \d+: crashed at \d+\.\d\d×\. Check it$/ });
  if ((await chips.count()) === 0) return 0;
  return Number((await chips.first().getAttribute('aria-label'))!.match(/^Round (\d+)/)![1]);
}

test('roulette: a guest bets play money on two colours in one round and sees the result', async ({ browser }) => {
  test.setTimeout(120_000);
  const guest = await guestPage(browser, '/games/roulette');
  // The buttons open with the betting phase; a spinning wheel keeps them disabled until the next round.
  await guest.getByRole('button', { name: /^Bet on Grey, pays 1\.98×/ }).click({ timeout: 40_000 });
  await guest.getByRole('button', { name: /^Bet on Red, pays 3\.3×/ }).click();
  await expect(guest.getByRole('button', { name: /^Grey: your bet ₽/ })).toBeVisible();
  await expect(guest.getByRole('button', { name: /^Red: your bet ₽/ })).toBeVisible();
  await expect(guest.getByText(/^(Paid ₽[\d,.]+\. This round: |Returned ₽|Not this time: )/)).toBeVisible({ timeout: 60_000 });
  await expect(guest.getByRole('button', { name: /^Round \d+: (Grey|Red|Blue|Gold), [\d.]+×\. Check it$/ }).first()).toBeVisible();
});

test('rooms: a player and a guest stake in the red room; the player alone for real money is refunded, the guest sees a draw', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const player = await demoPlayerPage(browser, '/games/rooms/red');
  const guest = await guestPage(browser, '/games/rooms/red');
  await player.getByRole('button', { name: /^Join with / }).click();
  await expect(player.getByText(/^Your stake: ₽/)).toBeVisible();
  // The player's real stake is public: the guest sees it, then joins its play-money copy of the round.
  await expect(guest.getByText('1 player', { exact: true })).toBeVisible();
  await guest.getByRole('button', { name: /^Join with / }).click();
  await expect(guest.getByText('2 players', { exact: true })).toBeVisible();
  await expect(player.getByText('Only one player in this round: every stake is refunded.').first()).toBeVisible({ timeout: 60_000 });
  await expect(guest.getByText(/^(You won ₽|Returned ₽|.+ won ₽)/).first()).toBeVisible({ timeout: 30_000 });
});
