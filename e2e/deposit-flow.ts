import { expect, type Locator, type Page } from '@playwright/test';

/*
 * A deposit as a player makes it on the sandbox payment provider's checkout page (docs/cashier.md); the cashier and
 * casino specs share it.
 */

/** The sandbox's checkout method of config/payment-methods.json (RUB gets spec section 5's 100-300000 limits). */
export const CHECKOUT_METHOD = 'Bank card';
/**
 * The status is asked every 5 s (spec section 4); the api asks the sandbox at most once per 10 s and its signed
 * notification may credit sooner. So the news is on screen within one poll after the api knows, and at worst after
 * the api's next look at the sandbox: 12 s.
 */
export const ONE_POLL_MS = 12_000;

/** Opens PayIn, asks for an invoice of the checkout method and opens its Pay page in a second tab. */
export async function openCheckout(page: Page, amount: string): Promise<{ dialog: Locator; checkout: Page }> {
  await page.goto('/?deposit');
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: CHECKOUT_METHOD, exact: true }).click();
  await dialog.getByLabel('Amount, RUB').fill(amount);
  await dialog.getByRole('button', { name: /^Deposit ₽/ }).click();
  const pay = dialog.getByRole('link', { name: 'Pay', exact: true });
  await expect(pay).toBeVisible();
  await expect(dialog.getByRole('timer', { name: 'Time left' })).toHaveText(/^(20|19):\d\d$/);
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), pay.click()]);
  await expect(checkout.getByRole('heading', { name: 'Sandbox Pay checkout' })).toBeVisible();
  return { dialog, checkout };
}

/** Back in the first tab: the success modal replaces PayIn; closing it leaves the page without the flag. */
export async function expectCredited(page: Page, credited: string): Promise<Locator> {
  await page.bringToFront();
  const success = page.getByRole('dialog', { name: 'Payment received' });
  await expect(success).toBeVisible({ timeout: ONE_POLL_MS });
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);
  await expect(success.getByRole('status')).toHaveText(`${credited} is on your balance. Good luck!`);
  await expect(page.getByTestId('header-balance')).toContainText(credited);
  return success;
}

export async function depositThroughCheckout(page: Page, amount: string): Promise<void> {
  const { checkout } = await openCheckout(page, amount);
  await checkout.getByRole('button', { name: /^Pay \d/ }).click();
  await expect(checkout.getByRole('link', { name: 'Return to the shop' })).toBeVisible();
  const success = await expectCredited(page, `₽${Number(amount).toLocaleString('en-US')}.00`);
  await success.getByRole('button', { name: "Let's play" }).click();
  await expect(success).toBeHidden();
  await expect(page).not.toHaveURL(/deposit/);
  await checkout.close();
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const PLAYER_PASSWORD = 'casino-password-1';

/** A new player: signed up in the page, then a deposit on the sandbox checkout (the cashier spec's flow). Returns the email. */
export async function newDepositedPlayer(page: Page, amount: string): Promise<string> {
  await page.goto('/?signup');
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  const email = `e2e-casino-${unique()}@example.com`;
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password').fill(PLAYER_PASSWORD);
  await signup.getByLabel(/user agreement/).check();
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('header-balance')).toContainText('₽0.00');
  await depositThroughCheckout(page, amount);
  return email;
}
