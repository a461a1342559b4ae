'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { getBetLimit } from '@/lib/bet-limits';
import { mines as minesGame } from '@/lib/games';
import { getMinesMultiplierBp, MINES_MAX, MINES_MIN, MINES_TILES } from '@/lib/fairness/mines';
import { formatMultiplier, payoutMinor } from '@/lib/fairness/multiplier';
import { formatMinor } from '@/lib/money-format';
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
import { boardOf, MINES_PATHS, minesStartBody } from '../api/mines-api';
import { tileStateOf } from '../lib/tile-state';
import { MinesBoard } from './mines-board';
import shared from '../../shared/components/game-screen.module.css';
import styles from './mines.module.css';

const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

/** Mines: 5 x 5 tiles with 1 to 24 mines; every gem found raises the cash-out, a mine ends the game. Resumed on load. */
export function MinesGame() {
  const t = useTranslations('games.play.mines');
  const player = usePlayerContext();
  const limit = getBetLimit(player.currency, minesGame.limits);
  const { play, pending, failure, openBet, follow } = useOpenGamePlay(MINES_PATHS.active);
  const stake = useStakeEntry(limit);
  const [mineCount, setMineCount] = useState(3);
  const [last, setLast] = useState<GameBet | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const [recent, addRecent] = useRecentBets();
  const [announcement, setAnnouncement] = useState('');
  const outcomeText = useBetOutcomeText();

  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const shown = openBet ?? last;
  const board = shown ? boardOf(shown) : null;
  const settled = shown !== null && shown.state !== 'open';

  function show(bet: GameBet, action: 'start' | 'reveal' | 'cashout') {
    follow(bet);
    setLast(bet);
    const next = boardOf(bet);
    if (bet.state !== 'open') addRecent(bet);
    if (bet.state === 'lost') {
      playGameSound('lose');
      setAnnouncement(`${t('announceMine')} ${outcomeText.sentence(bet, player.locale)}`);
    } else if (bet.state === 'won') {
      playGameSound('cashout');
      setAnnouncement(`${t('announceCashout')} ${outcomeText.sentence(bet, player.locale)}`);
    } else if (action === 'reveal') {
      playGameSound('reveal');
      setAnnouncement(
        t('announceGem', {
          multiplier: formatMultiplier(bet.multiplierBp, player.locale),
          payout: money(payoutMinor(bet.amountMinor, bet.multiplierBp)),
        }),
      );
    } else {
      setAnnouncement(t('announceStart', { mines: next.mineCount }));
    }
  }

  async function start() {
    const stakeMinor = stake.stakeToBet();
    if (stakeMinor === null || pending || !player.ready || openBet) return;
    playGameSound('bet');
    const reply = await play(MINES_PATHS.start, minesStartBody(stakeMinor, player.currency, mineCount));
    if (reply) show(reply.bet, 'start');
  }

  async function reveal(tile: number | null) {
    if (!openBet || pending) return;
    setPendingTile(tile);
    const reply = await play(
      tile === null ? MINES_PATHS.random : MINES_PATHS.reveal,
      tile === null ? { bet_id: betIdOf(openBet) } : { tile, bet_id: betIdOf(openBet) },
    );
    setPendingTile(null);
    if (reply) show(reply.bet, 'reveal');
  }

  async function cashOut() {
    if (!openBet || pending) return;
    const reply = await play(MINES_PATHS.cashout, { bet_id: betIdOf(openBet) });
    if (reply) show(reply.bet, 'cashout');
  }

  const found = openBet ? boardOf(openBet).revealed.length : 0;
  const openMines = openBet ? boardOf(openBet).mineCount : mineCount;
  const nextBp = openBet
    ? (boardOf(openBet).nextMultiplierBp ?? (found < MINES_TILES - openMines ? getMinesMultiplierBp(openMines, found + 1) : null))
    : getMinesMultiplierBp(mineCount, 1);

  return (
    <div className={shared.table}>
      <BetPanel label={t('panel')} onSubmit={() => void start()}>
        <PlayerStakeField stake={stake} disabled={pending} openBet={openBet} />
        <Select
          label={t('mines')}
          value={String(openBet ? openMines : mineCount)}
          disabled={pending || openBet !== null}
          onChange={(event) => setMineCount(Number(event.target.value))}
          options={MINE_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
        />
        {!openBet ? (
          <PlaceBetButton pending={pending} label={t('start')} loadingLabel={t('loading')} />
        ) : (
          <div className={shared.playActions}>
            <CashOutButton
              bet={openBet}
              canCashOut={found >= 1}
              loading={pending && pendingTile === null}
              onCashOut={() => void cashOut()}
              label={(payout) => t('cashOut', { payout })}
              laterLabel={t('cashOutLater')}
            />
            <Button variant="secondary" block disabled={pending} onClick={() => void reveal(null)}>
              {t('random')}
            </Button>
          </div>
        )}
        <dl className={styles.stats}>
          <div>
            <dt>{t('multiplier')}</dt>
            <dd>{openBet && found > 0 ? `${formatMultiplier(openBet.multiplierBp, player.locale)}×` : '–'}</dd>
          </div>
          <div>
            <dt>{t('nextMultiplier')}</dt>
            <dd>{nextBp ? `${formatMultiplier(nextBp, player.locale)}×` : '–'}</dd>
          </div>
          <div>
            <dt>{t('gemsLeft')}</dt>
            <dd>{MINES_TILES - openMines - found}</dd>
          </div>
          <div>
            <dt>{t('minesLeft')}</dt>
            <dd>{openMines}</dd>
          </div>
        </dl>
        <GameFailureNotice failure={failure} mode={player.mode} />
        <DemoNotice inPanel />
      </BetPanel>
      <div className={shared.area}>
        <MinesBoard
          tileState={(tile) => tileStateOf(board, settled, tile)}
          onReveal={(tile) => void reveal(tile)}
          canReveal={openBet !== null && !pending}
          pendingTile={pendingTile}
        />
        <p className={styles.summary} role="status" aria-live="polite">
          {announcement || (openBet ? '' : t('startHint'))}
        </p>
        <ResultPills bets={recent} label={t('recent')} describe={(bet) => multiplierPillOf(bet, player.locale)} />
      </div>
    </div>
  );
}
