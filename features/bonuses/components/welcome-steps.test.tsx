// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import type { ActivationView, WelcomeStep } from '@/lib/bonuses/contract';
import { activation } from '../testing/fixtures';
import { WelcomeSteps } from './welcome-steps';

afterEach(cleanup);

const step = (overrides: Partial<WelcomeStep>): WelcomeStep => ({
  deposit_number: 1,
  name: 'Welcome bonus: 100% on the first deposit',
  percent: 100,
  cap: 200,
  min_deposit: 5,
  max_bet: 5,
  wagering_multiplier: 35,
  wagering_base: 'bonus',
  expires_in_days: 7,
  days_after_registration: 30,
  ...overrides,
});
const steps = [
  step({}),
  step({
    deposit_number: 2,
    name: 'Second deposit: 75%',
    percent: 75,
    cap: 150,
    min_deposit: 10,
    max_bet: 7.5,
    wagering_multiplier: 30,
    wagering_base: 'bonus_deposit',
    expires_in_days: 1,
    days_after_registration: null,
  }),
];

function renderSteps(activations: ActivationView[] | null, messages: typeof en = en, locale = 'en-US', currency = 'USD') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <h2 id="steps">Steps</h2>
      <WelcomeSteps steps={steps} currency={currency} activations={activations} labelledBy="steps" />
    </NextIntlClientProvider>,
  );
}

describe('the welcome pack steps', () => {
  it("render each step's real terms from the api in its currency", () => {
    renderSteps(null);
    const list = screen.getByRole('list', { name: 'Steps' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Welcome bonus: 100% on the first deposit' })).toBeTruthy();
    expect(within(first).getByText('100% up to $200.00')).toBeTruthy();
    const terms = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms(first)).toEqual([
      'Minimum deposit: $5.00',
      'Wagering: 35× the bonus',
      'Max bet while wagering: $5.00',
      'Time to wager: 7 days',
      'Available: within 30 days of registration',
    ]);
    expect(terms(second)).toEqual([
      'Minimum deposit: $10.00',
      'Wagering: 30× the bonus and the deposit',
      'Max bet while wagering: $7.50',
      'Time to wager: 1 day',
      'Available: no deadline',
    ]);
    expect(within(second).getByText('75% up to $150.00')).toBeTruthy();
    expect(screen.queryByText(/free spins/i)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a signed-in player's progress: the newest activation of each welcome step", () => {
    renderSteps([
      activation({ id: 5, code: 'welcome-2', status: 'active' }),
      activation({ id: 4, code: 'welcome-1', status: 'wagered' }),
      activation({ id: 3, code: 'promo-x', status: 'wagered' }),
      activation({ id: 2, code: 'welcome-1', status: 'forfeited' }),
    ]);
    expect(screen.getByRole('status').textContent).toBe('You have wagered 1 of 2 steps.');
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText('Done')).toBeTruthy();
    expect(within(second).getByText('Wagering now')).toBeTruthy();
  });

  it('offers a player with no welcome bonus every step as not taken yet', () => {
    renderSteps([]);
    expect(screen.getByRole('status').textContent).toBe('You have wagered 0 of 2 steps.');
    expect(screen.getAllByText('Not taken yet')).toHaveLength(2);
  });

  it('prints amounts in the locale and the currency the api answered with', () => {
    renderSteps(null, ru, 'ru-RU', 'RUB');
    const headline = screen.getAllByRole('listitem')[0].querySelector('h3 + p')?.textContent ?? '';
    expect(headline.replace(/\s/g, ' ')).toBe('100 % до 200,00 ₽');
    expect(screen.getByText('30× бонус и депозит')).toBeTruthy();
  });
});
