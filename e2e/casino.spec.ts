import { expect, test } from '@playwright/test';

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

    const balance = game.getByText(/balance/i).first();
    await expect(balance).toBeVisible();
    const before = await balance.textContent();
    await spin.click();
    await expect(game.getByRole('status')).not.toBeEmpty();
    await expect(balance).not.toHaveText(before ?? '');

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
