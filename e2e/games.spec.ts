import { expect, test, type Page } from '@playwright/test';

/**
 * The instant games as a new visitor meets them (docs/games-api.md, issue 10): a guest plays every game with play
 * money, marked Demo; a new player deposits through the sandbox, rolls the dice for money and checks the roll in the
 * verify modal after rotating the seeds, then plays one round of every other game for money and finds all six bets in
 * the profile's history.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'games-password-1';

async function expectDemo(page: Page) {
  await expect(page.getByText('Demo', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Play money', { exact: true })).toBeVisible();
}

/** The player's own bets tab lists the bet just made. */
async function expectInMyBets(page: Page) {
  const feeds = page.getByRole('region', { name: 'Bets' });
  await expect(feeds.getByRole('tab', { name: 'My bets' })).toHaveAttribute('aria-selected', 'true');
  await expect(feeds.getByRole('button', { name: /Open the check$/ }).first()).toBeVisible();
}

test.describe('a guest plays every game in demo', () => {
  test('dice', async ({ page }) => {
    await page.goto('/games/dice');
    await expectDemo(page);
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Rolled \d{1,3}\.\d\d\. (Win|Lost|Stake returned|Returned)/ })).toBeVisible();
    await expectInMyBets(page);
  });

  test('keno', async ({ page }) => {
    await page.goto('/games/keno');
    await expectDemo(page);
    await page.getByRole('button', { name: 'Auto pick' }).click();
    await expect(page.getByText('10 of 10')).toBeVisible();
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Drawn: (\d{1,2}, ){9}\d{1,2}\./ })).toBeVisible();
    await expectInMyBets(page);
  });

  test('coinflip', async ({ page }) => {
    await page.goto('/games/coinflip');
    await expectDemo(page);
    await page.getByRole('radio', { name: 'Tails' }).click();
    await page.getByRole('button', { name: 'Flip', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^(Heads|Tails)\. (Win|Lost)/ })).toBeVisible();
  });

  test('miner', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /^Miner/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/games\/miner$/);
    await expectDemo(page);
    await page.getByLabel('Mines', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The game is on: 1 mine hidden.' })).toBeVisible();
    await page.getByRole('button', { name: 'Row 1, column 1', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: /^(A gem!|A mine)/ });
    await expect(status).toBeVisible();
    if ((await status.textContent())!.startsWith('A gem!')) {
      await page.getByRole('button', { name: /^Cash out / }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Cashed out\. Win: / })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  });

  test('miner resumes an open game after a reload', async ({ page }) => {
    await page.goto('/games/miner');
    await expectDemo(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Open a tile to cash out' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open a tile to cash out' })).toBeVisible();
    await page.getByRole('button', { name: 'Open a random tile' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^(A gem!|A mine)/ })).toBeVisible();
  });

  test('hi-lo', async ({ page }) => {
    await page.goto('/games/hilo');
    await expectDemo(page);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await expect(page.getByRole('img', { name: /^Current card: / })).toBeVisible();
    await page.getByRole('button', { name: 'Skip this card' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^The card is / })).toBeVisible();
    const guesses = page.getByRole('group', { name: 'Your guess for the next card' });
    // Higher cannot win from an ace and lower not from a two, so one of them is always open; the click takes an enabled
    // one (a button resolved while the new card's labels and states render can be the dead one, and stays so).
    await guesses
      .getByRole('button', { name: /^(Higher|Lower): \d/, disabled: false })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: /(correct!|wrong guess)/ })).toBeVisible();
  });

  test('cases', async ({ page }) => {
    await page.goto('/games/cases');
    await page.getByRole('link', { name: /^Starter/ }).click();
    await expectDemo(page);
    await page.getByRole('button', { name: 'Open for ₽100.00' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Dropped (Common|Uncommon|Rare|Epic|Legendary|Mythic), worth ₽/ }),
    ).toBeVisible({ timeout: 10_000 });
  });

  test('the fairness page recomputes the published dice roll', async ({ page }) => {
    await page.goto('/games/fairness');
    await page.getByRole('link', { name: /gives the dice roll 19.59/ }).click();
    await expect(page.getByText('Roll: 19.59')).toBeVisible();
    await expect(page.getByText('735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f')).toBeVisible();
  });
});

test('a new player deposits through the sandbox, plays every game for money and verifies a roll', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/?signup');
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await signup.getByLabel('Email').fill(`e2e-games-${unique()}@example.com`);
  await signup.getByLabel('Password').fill(PASSWORD);
  await signup.getByLabel(/user agreement/).check();
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('header-balance')).toContainText('₽0.00');

  // The sandbox's checkout page, as e2e/cashier.spec.ts pays it.
  await page.goto('/?deposit');
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Bank card', exact: true }).click();
  await deposit.getByLabel('Amount, RUB').fill('1000');
  await deposit.getByRole('button', { name: /^Deposit ₽/ }).click();
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    deposit.getByRole('link', { name: 'Pay', exact: true }).click(),
  ]);
  await checkout.getByRole('button', { name: /^Pay \d/ }).click();
  await expect(checkout.getByRole('link', { name: 'Return to the shop' })).toBeVisible();
  await checkout.close();
  await page.bringToFront();
  const success = page.getByRole('dialog', { name: 'Payment received' });
  await expect(success).toBeVisible({ timeout: 12_000 });
  await success.getByRole('button', { name: "Let's play" }).click();
  await expect(page.getByTestId('header-balance')).toContainText('₽1,000.00');

  await page.goto('/games/dice');
  await expect(page.getByText('Real money')).toBeVisible();
  await page.getByLabel('Bet amount').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Rolled \d{1,3}\.\d\d\. (Win|Lost|Stake returned|Returned)/ })).toBeVisible();
  // The header follows the bet without a reload: 10 staked, and 19.80 back on a win.
  await expect(page.getByTestId('header-balance')).toContainText(/₽(990\.00|1,009\.80)/);

  const feeds = page.getByRole('region', { name: 'Bets' });
  await feeds
    .getByRole('button', { name: /bet ₽10\.00, (won|lost), paid ₽(0\.00|19\.80)\. Open the check$/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: /^Bet \d+$/ });
  await expect(modal.getByText('Hidden until you rotate seeds')).toBeVisible();
  await modal.getByRole('button', { name: 'Rotate seeds now' }).click();
  await expect(modal.getByText('Match: the result is fair')).toBeVisible();
  await expect(modal.getByText('matches the hash shown before the bet')).toBeVisible();
  await expect(modal.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // One real-money round of each other game; a real bet shows in the player's own feed.
  await playForMoney(page, '/games/keno', async () => {
    await page.getByRole('button', { name: 'Auto pick' }).click();
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Drawn: (\d{1,2}, ){9}\d{1,2}\./ })).toBeVisible();
  });
  await playForMoney(page, '/games/coinflip', async () => {
    await page.getByRole('radio', { name: 'Heads' }).click();
    await page.getByRole('button', { name: 'Flip', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^(Heads|Tails)\. (Win|Lost)/ })).toBeVisible();
  });
  await playForMoney(page, '/games/miner', async () => {
    await page.getByLabel('Mines', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Row 1, column 1', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: /^(A gem!|A mine)/ });
    await expect(status).toBeVisible();
    // Settled either way, so the history lists a finished bet.
    if ((await status.textContent())!.startsWith('A gem!')) {
      await page.getByRole('button', { name: /^Cash out / }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Cashed out\. Win: / })).toBeVisible();
    }
  });
  await playForMoney(page, '/games/hilo', async () => {
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await expect(page.getByRole('img', { name: /^Current card: / })).toBeVisible();
    const guesses = page.getByRole('group', { name: 'Your guess for the next card' });
    // Higher cannot win from an ace and lower not from a two, so one of them is always open; the click takes an enabled
    // one (a button resolved while the new card's labels and states render can be the dead one, and stays so).
    await guesses
      .getByRole('button', { name: /^(Higher|Lower): \d/, disabled: false })
      .first()
      .click();
    const status = page.getByRole('status').filter({ hasText: /(correct!|wrong guess)/ });
    await expect(status).toBeVisible();
    if ((await status.textContent())!.includes('correct!')) {
      await page.getByRole('button', { name: /^Cash out / }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Cashed out\. Win: / })).toBeVisible();
    }
  });
  await playForMoney(page, '/games/cases/starter', async () => {
    await page.getByRole('button', { name: 'Open for ₽100.00' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Dropped (Common|Uncommon|Rare|Epic|Legendary|Mythic), worth ₽/ }),
    ).toBeVisible({ timeout: 10_000 });
  });

  // The profile's history lists the six real-money bets, newest first: the case on top.
  await page.goto('/profile/history?kind=games');
  const bets = page.getByRole('list', { name: 'Your bets' });
  await expect(bets.getByRole('listitem')).toHaveCount(6);
  await expect(bets.getByRole('listitem').first().getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '/games/cases/starter');
});

/** Opens a game in real money, stakes 10 where the game takes a stake, plays one round and finds it in My bets. */
async function playForMoney(page: Page, path: string, play: () => Promise<void>) {
  await page.goto(path);
  await expect(page.getByText('Real money')).toBeVisible();
  const stake = page.getByLabel('Bet amount');
  if ((await stake.count()) > 0) await stake.fill('10');
  await play();
  await expectInMyBets(page);
}
