import { getLocale, getTranslations } from 'next-intl/server';
import { getBetLimit, type Game } from '@/lib/bet-limits';
import { CURRENCIES, guestCurrencyFor } from '@/lib/currencies';
import { getMoneyFormatter } from './money';

/**
 * A game's bet limits: in the currency a guest plays in on this page (the play bar's, tenge on /kz) first, every
 * currency on request.
 */
export async function BetLimits({ game }: { game: Game }) {
  const t = await getTranslations('games.frame');
  const currency = guestCurrencyFor(await getLocale());
  const money = await getMoneyFormatter();
  const limit = getBetLimit(currency, game);
  return (
    <section className="section" aria-labelledby="limits-title">
      <h2 id="limits-title">{t('limitsTitle')}</h2>
      <p>{t('limitsText', { min: money(limit.minMinor, currency), max: money(limit.maxMinor, currency) })}</p>
      <details>
        <summary>{t('limitsAll')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('currency')}</th>
              <th scope="col">{t('min')}</th>
              <th scope="col">{t('max')}</th>
            </tr>
          </thead>
          <tbody>
            {CURRENCIES.map((code) => {
              const row = getBetLimit(code, game);
              return (
                <tr key={code}>
                  <th scope="row">{code}</th>
                  <td>{money(row.minMinor, code)}</td>
                  <td>{money(row.maxMinor, code)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </section>
  );
}
