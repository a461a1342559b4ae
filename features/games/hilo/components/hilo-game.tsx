'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import tabs from '@/components/ui/tabs.module.css';
import { getBetLimit } from '@/lib/bet-limits';
import { hilo as hiloGame } from '@/lib/games';
import {
  getCardRank,
  getCardSuit,
  getHiloStepMultiplierBp,
  getHiloWinningRanks,
  HILO_GUESSES,
  isHiloGuessAllowed,
  RANKS,
  type HiloGuess,
} from '@/lib/fairness/hilo';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { formatFixed } from '@/lib/money-format';
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
import { HILO_PATHS, hiloOf, hiloStartBody } from '../api/hilo-api';
import { PlayingCard } from './playing-card';
import shared from '../../shared/components/game-screen.module.css';
import styles from './hilo.module.css';

const RANK_KEYS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace'] as const;

/** Hi-Lo: guess whether the next card is higher, lower or the same rank; each correct guess multiplies; skip or cash out. */
export function HiloGame() {
  const t = useTranslations('games.play.hilo');
  const player = usePlayerContext();
  const limit = getBetLimit(player.currency, hiloGame.limits);
  const { play, pending, failure, openBet, follow } = useOpenGamePlay(HILO_PATHS.active);
  const stake = useStakeEntry(limit);
  const [last, setLast] = useState<GameBet | null>(null);
  const [recent, addRecent] = useRecentBets();
  const [announcement, setAnnouncement] = useState('');
  const outcomeText = useBetOutcomeText();

  const cardName = (card: number) => t('card', { rank: t(`ranks.${RANK_KEYS[getCardRank(card)]}`), suit: t(`suits.${getCardSuit(card)}`) });
  const shown = openBet ?? last;
  const game = shown ? hiloOf(shown.result) : null;
  const current = game?.current ?? null;
  const correct = game?.guesses ?? 0;

  function show(bet: GameBet, action: 'start' | HiloGuess | 'skip' | 'cashout') {
    follow(bet);
    setLast(bet);
    const card = hiloOf(bet.result).current;
    if (bet.state !== 'open') addRecent(bet);
    const name = card === null ? '' : cardName(card);
    if (action === 'cashout' || (bet.state === 'won' && action !== 'start')) {
      playGameSound('cashout');
      setAnnouncement(`${t('announceCashout')} ${outcomeText.sentence(bet, player.locale)}`);
    } else if (bet.state === 'lost') {
      playGameSound('lose');
      setAnnouncement(`${t('announceLoss', { card: name })} ${outcomeText.sentence(bet, player.locale)}`);
    } else if (action === 'start' || action === 'skip') {
      playGameSound('reveal');
      setAnnouncement(t('announceCard', { card: name }));
    } else {
      playGameSound('win');
      setAnnouncement(t('announceWin', { card: name, multiplier: formatMultiplier(bet.multiplierBp, player.locale) }));
    }
  }

  async function start() {
    const stakeMinor = stake.stakeToBet();
    if (stakeMinor === null || pending || !player.ready || openBet) return;
    playGameSound('bet');
    const reply = await play(HILO_PATHS.start, hiloStartBody(stakeMinor, player.currency));
    if (reply) show(reply.bet, 'start');
  }

  async function act(action: HiloGuess | 'skip' | 'cashout') {
    if (!openBet || pending) return;
    const path = action === 'skip' ? HILO_PATHS.skip : action === 'cashout' ? HILO_PATHS.cashout : HILO_PATHS.guess;
    const body = action === 'skip' || action === 'cashout' ? { bet_id: betIdOf(openBet) } : { guess: action, bet_id: betIdOf(openBet) };
    const reply = await play(path, body);
    if (reply) show(reply.bet, action);
  }

  return (
    <div className={shared.table}>
      <BetPanel label={t('panel')} onSubmit={() => void start()}>
        <PlayerStakeField stake={stake} disabled={pending} openBet={openBet} />
        {!openBet ? (
          <PlaceBetButton pending={pending} label={t('start')} loadingLabel={t('loading')} />
        ) : (
          <div className={shared.playActions}>
            <CashOutButton
              bet={openBet}
              canCashOut={correct >= 1}
              loading={pending}
              onCashOut={() => void act('cashout')}
              label={(payout) => t('cashOut', { payout })}
              laterLabel={t('cashOutLater')}
            />
            <Button variant="secondary" block disabled={pending} onClick={() => void act('skip')}>
              {t('skip')}
            </Button>
          </div>
        )}
        <p className={shared.output}>
          <span>{t('multiplier')}</span>{' '}
          <output>{openBet && correct > 0 ? `${formatMultiplier(openBet.multiplierBp, player.locale)}×` : '–'}</output>
        </p>
        <GameFailureNotice failure={failure} mode={player.mode} />
        <DemoNotice inPanel />
      </BetPanel>
      <div className={`${shared.area} ${styles.table}`}>
        <PlayingCard card={current} label={current === null ? t('deck') : t('current', { card: cardName(current) })} />
        {openBet && current !== null && (
          <div className={styles.guesses} role="group" aria-label={t('guesses')}>
            {HILO_GUESSES.map((guess) => {
              const allowed = isHiloGuessAllowed(current, guess);
              const chance = allowed ? (getHiloWinningRanks(getCardRank(current), guess) / RANKS) * 100 : 0;
              const stepBp = allowed ? getHiloStepMultiplierBp(current, guess) : null;
              return (
                <Button
                  key={guess}
                  className={styles.guess}
                  variant={guess === 'same' ? 'secondary' : 'primary'}
                  disabled={!allowed || pending}
                  onClick={() => void act(guess)}
                  aria-label={
                    allowed
                      ? t('guessLabel', {
                          guess: t(`guess.${guess}`),
                          chance: formatFixed(chance, 2, player.locale),
                          multiplier: formatMultiplier(stepBp!, player.locale),
                        })
                      : t('guessImpossible', { guess: t(`guess.${guess}`) })
                  }
                >
                  <span>{t(`guess.${guess}`)}</span>
                  <span className={styles.guessOdds} aria-hidden="true">
                    {allowed ? `${formatFixed(chance, 2, player.locale)} % · ${formatMultiplier(stepBp!, player.locale)}×` : '–'}
                  </span>
                </Button>
              );
            })}
          </div>
        )}
        {game && game.cards.length > 1 && (
          <ol className={`${styles.history} ${tabs.fade}`} aria-label={t('history')}>
            {game.cards.map((step, index) => (
              <li key={index}>
                <PlayingCard card={step.card} small label={cardName(step.card)} />
                <span>
                  {t(
                    `actions.${step.action === 'start' || step.action === 'skip' || HILO_GUESSES.includes(step.action as HiloGuess) ? step.action : 'start'}`,
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
        <p className={styles.summary} role="status" aria-live="polite">
          {announcement || (openBet ? '' : t('startHint'))}
        </p>
        <ResultPills bets={recent} label={t('recent')} describe={(bet) => multiplierPillOf(bet, player.locale)} />
      </div>
    </div>
  );
}
