'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { getBetLimit } from '@/lib/bet-limits';
import { coinflip as coinflipGame } from '@/lib/games';
import { COINFLIP_MAX_FLIPS, type CoinSide } from '@/lib/fairness/coinflip';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { GameFailureNotice } from '../../shared/components/game-failure-notice';
import { ResultPills } from '../../shared/components/result-pills';
import { BetPanel } from '../../shared/components/bet-panel';
import { CashOutButton } from '../../shared/components/cash-out-button';
import { PlaceBetButton } from '../../shared/components/place-bet-button';
import { DemoNotice } from '../../shared/components/play-bar';
import { PlayerStakeField } from '../../shared/components/player-stake-field';
import { betIdOf, type GameBet } from '../../shared/api/schemas';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { useOpenGamePlay } from '../../shared/hooks/use-open-game-play';
import { useRecentBets } from '../../shared/hooks/use-recent-bets';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import { multiplierPillOf } from '../../shared/lib/multiplier-pill';
import { playGameSound } from '../../shared/stores/game-settings';
import { COINFLIP_PATHS, coinflipStartBody, seriesOf } from '../api/coinflip-api';
import { Coin } from './coin';
import shared from '../../shared/components/game-screen.module.css';
import styles from './coinflip.module.css';

type Mode = 'single' | 'series';
const SIDES: readonly CoinSide[] = ['heads', 'tails'];

/** Coinflip: call heads or tails for 1.98x, or run a series whose multiplier grows with every correct call until you cash out. */
export function CoinflipGame() {
  const t = useTranslations('games.play.coinflip');
  const player = usePlayerContext();
  const limit = getBetLimit(player.currency, coinflipGame.limits);
  const { play, pending, failure, openBet, follow } = useOpenGamePlay(COINFLIP_PATHS.active);
  const stake = useStakeEntry(limit);
  const [mode, setMode] = useState<Mode>('single');
  const [call, setCall] = useState<CoinSide>('heads');
  const [shown, setShown] = useState<{ bet: GameBet; id: number } | null>(null);
  const [recent, addRecent] = useRecentBets();
  const [announcement, setAnnouncement] = useState('');
  const outcomeText = useBetOutcomeText();
  // An open series found on load puts the screen in series mode.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the open series arrives from the server after mount; the player may change the mode after.
    if (openBet) setMode('series');
  }, [openBet]);

  const current = openBet ?? shown?.bet ?? null;
  const series = current ? seriesOf(current.result) : null;
  const lastFlip = series?.flips.at(-1) ?? null;

  function show(bet: GameBet, action: 'flip' | 'cashout') {
    follow(bet);
    setShown((last) => ({ bet, id: (last?.id ?? 0) + (action === 'flip' ? 1 : 0) }));
    if (bet.state !== 'open') addRecent(bet);
    const flip = seriesOf(bet.result).flips.at(-1);
    const side = flip ? t(flip) : '';
    const delayMs = action === 'flip' ? 600 : 0;
    if (action === 'cashout') {
      setAnnouncement(`${t('announceCashout')} ${outcomeText.sentence(bet, player.locale)}`);
      playGameSound('cashout');
    } else if (bet.state !== 'open') {
      setAnnouncement(`${t('announceFlip', { side })} ${outcomeText.sentence(bet, player.locale)}`);
      const won = betOutcomeOf(bet.amountMinor, bet.payoutMinor) === 'won';
      setTimeout(() => playGameSound(won ? 'win' : 'lose'), delayMs);
    } else {
      setAnnouncement(t('announceStep', { side, multiplier: formatMultiplier(bet.multiplierBp, player.locale) }));
      setTimeout(() => playGameSound('reveal'), delayMs);
    }
  }

  async function start() {
    const stakeMinor = stake.stakeToBet();
    if (stakeMinor === null || pending || !player.ready) return;
    playGameSound('bet');
    const reply = await play(
      mode === 'single' ? COINFLIP_PATHS.single : COINFLIP_PATHS.start,
      coinflipStartBody(stakeMinor, player.currency, call),
    );
    if (reply) show(reply.bet, 'flip');
  }

  async function flipNext(side: CoinSide) {
    if (!openBet || pending) return;
    setCall(side);
    playGameSound('bet');
    const reply = await play(COINFLIP_PATHS.flip, { side, bet_id: betIdOf(openBet) });
    if (reply) show(reply.bet, 'flip');
  }

  async function cashOut() {
    if (!openBet || pending) return;
    const reply = await play(COINFLIP_PATHS.cashout, { bet_id: betIdOf(openBet) });
    if (reply) show(reply.bet, 'cashout');
  }

  const wins = openBet ? seriesOf(openBet.result).wins : 0;
  const nextBp = openBet ? seriesOf(openBet.result).nextMultiplierBp : null;

  return (
    <div className={shared.table}>
      <BetPanel label={t('panel')} onSubmit={() => !openBet && void start()}>
        <div className={shared.modeSwitch}>
          <Segmented
            label={t('mode')}
            value={mode}
            onChange={(value) => !openBet && setMode(value)}
            options={[
              { value: 'single', label: t('single') },
              { value: 'series', label: t('series') },
            ]}
          />
        </div>
        <PlayerStakeField stake={stake} disabled={pending} openBet={openBet} />
        {!openBet && (
          <>
            <Segmented label={t('call')} value={call} onChange={setCall} options={SIDES.map((value) => ({ value, label: t(value) }))} />
            <PlaceBetButton pending={pending} label={mode === 'single' ? t('flip') : t('startSeries')} loadingLabel={t('loading')} />
            <p className={shared.hint}>{mode === 'single' ? t('singleHint') : t('seriesHint', { max: COINFLIP_MAX_FLIPS })}</p>
          </>
        )}
        {openBet && (
          <div className={shared.playActions}>
            <p className={shared.hint}>{t('nextCall')}</p>
            <div className={styles.sides}>
              {SIDES.map((side) => (
                <Button key={side} size="lg" variant="secondary" loading={pending && call === side} onClick={() => void flipNext(side)}>
                  {t(side)}
                </Button>
              ))}
            </div>
            <CashOutButton
              bet={openBet}
              canCashOut={wins >= 1}
              loading={pending}
              onCashOut={() => void cashOut()}
              label={(payout) => t('cashOut', { payout })}
            />
          </div>
        )}
        <GameFailureNotice failure={failure} mode={player.mode} />
        <DemoNotice inPanel />
      </BetPanel>
      <div className={shared.area}>
        <Coin side={lastFlip} flipId={shown?.id ?? 0} spinning={(shown?.id ?? 0) > 0} labels={{ heads: t('heads'), tails: t('tails') }} />
        {series && series.flips.length > 0 && (
          <ol className={styles.series} aria-label={t('flips')}>
            {series.flips.map((flip, index) => (
              <li
                key={index}
                className={styles.flipChip}
                data-side={flip}
                data-miss={flip !== series.calls[index] || undefined}
                aria-label={t('flipLabel', { index: index + 1, side: t(flip), call: t(series.calls[index] ?? flip) })}
              >
                {t(flip).slice(0, 1)}
              </li>
            ))}
          </ol>
        )}
        {openBet && (
          <dl className={styles.stats}>
            <div>
              <dt>{t('multiplier')}</dt>
              <dd>{formatMultiplier(openBet.multiplierBp || 10_000, player.locale)}×</dd>
            </div>
            <div>
              <dt>{t('nextMultiplier')}</dt>
              <dd>{nextBp ? `${formatMultiplier(nextBp, player.locale)}×` : '–'}</dd>
            </div>
          </dl>
        )}
        <p className={styles.summary} role="status" aria-live="polite">
          {announcement}
        </p>
        <ResultPills bets={recent} label={t('recent')} describe={(bet) => multiplierPillOf(bet, player.locale)} />
      </div>
    </div>
  );
}
