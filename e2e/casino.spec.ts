import { expect, test } from '@playwright/test';
import { newDepositedPlayer } from './deposit-flow';

/**
 * Slots and the live casino (issue 25) as a guest meets them: the lobby lists the sandbox aggregator's catalogue, a
 * slot's demo opens in the page's iframe (the aggregator's own page, on the api's origin), and a spin there moves the
 * demo balance. The game page in the frame has a "Spin" button, its balance as text, and a status line for results.
 */
const FRAME = 'iframe[title="Fruit Classic"]';

test.describe('a guest plays a slot in demo', () => {
  test('the lobby lists the catalogue and a demo spins in the frame', async ({ page }) => {
    // English has no prefix: /en/... lands on the same page.
    await page.goto('/en/games/slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    // The sandbox aggregator's three slots, and no live table among them.
    for (const name of ['Fruit Classic', 'Star Lines', 'Gem Scatter']) await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Speed Baccarat' })).toHaveCount(0);
    // A guest has no favourites row and no hearts.
    await expect(page.getByRole('heading', { name: 'Favourites' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /: favourite$/ })).toHaveCount(0);

    // The search filters the tiles.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('star');
    await expect(page.getByRole('heading', { name: 'Star Lines' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fruit Classic' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');

    await page.getByRole('link', { name: 'Fruit Classic: demo' }).click();
    await expect(page).toHaveURL(/\/games\/slots\/sbx_fruit_classic\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fruit Classic' })).toBeVisible();
    await expect(page.getByText('Demo mode', { exact: true })).toBeVisible();

    const iframe = page.locator(FRAME);
    await expect(iframe).toBeVisible();
    await expect(iframe).toHaveAttribute('src', /\/sandbox-aggregator\/play\//);
    const game = page.frameLocator(FRAME);
    const spin = game.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeVisible();

    const balance = game.getByRole('status', { name: 'Balance' });
    await expect(balance).toHaveText('1,000.00 credits');
    await spin.click();
    // The stake (1.00 credits) left the balance; whatever the spin paid came back to it.
    await expect(balance).not.toHaveText('1,000.00 credits');
    await expect(game.locator('#live')).not.toBeEmpty();

    // Full screen and the switch to real money are offered around the frame.
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play for real money' })).toHaveAttribute(
      'href',
      /\/games\/slots\/sbx_fruit_classic\/play$/,
    );
  });

  test('real money asks a guest to log in instead of launching', async ({ page }) => {
    await page.goto('/games/slots/sbx_fruit_classic/play');
    await expect(page.getByRole('link', { name: 'Log in to play' })).toBeVisible();
    await expect(page.locator(FRAME)).toHaveCount(0);
  });

  test('a code the catalogue does not have is a 404', async ({ page }) => {
    const response = await page.goto('/games/slots/sbx_no_such_game/demo');
    expect(response?.status()).toBe(404);
    const live = await page.goto('/games/live-casino/sbx_fruit_classic/demo');
    expect(live?.status()).toBe(404);
  });

  test('the live casino lists the live table', async ({ page }) => {
    await page.goto('/games/live-casino');
    await expect(page.getByRole('heading', { name: 'Speed Baccarat' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fruit Classic' })).toHaveCount(0);
  });
});

test.describe('a player plays for money', () => {
  test('a new player deposits, spins a slot for money and the header balance follows each spin', async ({ page }) => {
    await newDepositedPlayer(page, '1000');
    await page.goto('/games/slots/sbx_star_lines/play');
    const game = page.frameLocator('iframe[title="Star Lines"]');
    const balance = game.getByRole('status', { name: 'Balance' });
    await expect(balance).toHaveText('₽1,000.00');
    const stake = game.getByRole('status', { name: 'Bet' });
    await expect(stake).toHaveText('₽1.00');
    for (let spin = 0; spin < 3; spin++) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.locator('#live')).not.toBeEmpty();
      // The frame's balance after the spin is the wallet's; the header shows the same sum at once (postMessage).
      const inFrame = (await balance.textContent()) ?? '';
      await expect(page.getByTestId('header-balance')).toContainText(inFrame);
    }
    // The deposit modal is reachable from the game: its own button asks the page around it (postMessage).
    await game.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  });

  test('a live table round: bets at the close of betting, cards dealt, the winner paid', async ({ page }) => {
    await newDepositedPlayer(page, '500');
    await page.goto('/games/live-casino/sbx_speed_baccarat/play');
    const table = page.frameLocator('iframe[title="Speed Baccarat"]');
    await expect(table.getByRole('status', { name: 'Balance' })).toHaveText('₽500.00');
    await table.getByRole('button', { name: 'Add a chip to Banker' }).click();
    // The round closes within the 10 s betting time, deals, and announces a winner.
    await expect(table.locator('#live')).toContainText(/Player wins|Banker wins|Tie/, { timeout: 25_000 });
    await expect(table.getByRole('status', { name: 'Balance' })).not.toHaveText('₽500.00');
    const inFrame = (await table.getByRole('status', { name: 'Balance' }).textContent()) ?? '';
    await expect(page.getByTestId('header-balance')).toContainText(inFrame);
  });
});
