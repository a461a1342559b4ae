// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import { getBetLimit } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { StakeField } from '../../shared/components/stake-field';
import { StakeSkeleton } from './stake-skeleton';

type Messages = typeof en;

const lookup = (messages: Messages) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages.games.play) as string;

/** The hint, the sign and the quick buttons' texts of a stake field, the skeleton's or the room's. */
function drawnTexts(container: HTMLElement) {
  return {
    hint: container.querySelector('small')?.textContent,
    sign: container.querySelector('[class*=currencySign]')?.textContent,
    quick: [...container.querySelectorAll('[class*=chip]')].map((chip) => chip.textContent),
  };
}

describe('the dice stake skeleton', () => {
  it.each([
    ['en-US', en, 'RUB', 'From ₽1 to ₽10,000', '1'],
    ['ru-RU', ru, 'RUB', 'От 1 ₽ до 10 000 ₽', '1'],
    ['kk-KZ', kz, 'KZT', '5 ₸ бастап 50 000 ₸ дейін', '5'],
  ] as const)(
    'draws what the room will in %s: the limits, the sign, the quick buttons and the starting stake',
    (locale, messages, currency, hint, startingStake) => {
      const skeleton = render(<StakeSkeleton text={lookup(messages)} currency={currency as Currency} locale={locale} />).container;
      const room = render(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <StakeField
            text=""
            onTextChange={() => {}}
            currency={currency as Currency}
            locale={locale}
            limit={getBetLimit(currency as Currency, 'dice')}
            balanceMinor={null}
          />
        </NextIntlClientProvider>,
      ).container;
      expect(drawnTexts(skeleton).hint?.replace(/\s/g, ' ')).toBe(hint);
      expect(drawnTexts(skeleton)).toEqual(drawnTexts(room));
      expect(skeleton.querySelector('[class*=stakeInput]')?.textContent).toBe(startingStake);
    },
  );
});
