'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { getBetLimit } from '@/lib/bet-limits';
import { dice as diceGame } from '@/lib/games';
import type { DiceBet } from '@/lib/fairness/dice';
import { amountInputOf } from '@/lib/amount-input';
import { formatCenti, formatMinor } from '@/lib/money-format';
import { GameFailureNotice } from '../../shared/components/game-failure-notice';
import { BetPanel } from '../../shared/components/bet-panel';
import { PlaceBetButton } from '../../shared/components/place-bet-button';
import { DemoNotice } from '../../shared/components/play-bar';
import { PlayerStakeField } from '../../shared/components/player-stake-field';
import { ResultPills } from '../../shared/components/result-pills';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { useHotkeys } from '../../shared/hooks/use-hotkeys';
import { usePlayAction } from '../../shared/hooks/use-play-action';
import { useRecentBets } from '../../shared/hooks/use-recent-bets';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import { applyStakeAction } from '../../shared/lib/stake';
import { playGameSound, useGameSettings } from '../../shared/stores/game-settings';
import { DICE_BET_PATH, diceBetBody, rollCentiOf } from '../api/place-dice-bet';
import { recordAutobet, startAutobet, type AutobetState, type AutobetStop } from '../lib/autobet';
import { DEFAULT_DICE_BET, flipDirection, getDicePayoutMinor, setTarget } from '../lib/dice-fields';
import { AutobetForm, autobetConfigOf, DEFAULT_AUTOBET, type AutobetTexts } from './autobet-form';
import { DiceFieldsRow } from './dice-fields-row';
import { DiceHotkeysHelp } from './dice-hotkeys-help';
import { DiceTrack } from './dice-track';
import shared from '../../shared/components/game-screen.module.css';
import styles from './dice.module.css';

type PanelMode = 'manual' | 'auto';
const AUTOBET_PAUSE_MS = 350;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Dice: the bet panel (stake, manual or auto), the track with the target slider, the linked fields and the result. */
export function DiceGame() {
  const t = useTranslations('games.play.dice');
  const player = usePlayerContext();
  const limit = getBetLimit(player.currency, diceGame.limits);
  const { play, pending, failure } = usePlayAction(player.mode, player.as.demoToken);
  const stake = useStakeEntry(limit);
  const [bet, setBet] = useState<DiceBet>(DEFAULT_DICE_BET);
  const [panel, setPanel] = useState<PanelMode>('manual');
  const [autoTexts, setAutoTexts] = useState<AutobetTexts>(DEFAULT_AUTOBET);
  const [autoRunning, setAutoRunning] = useState(false);
  const [autoProgress, setAutoProgress] = useState<{ state: AutobetState; stop: AutobetStop | null } | null>(null);
  const [result, setResult] = useState<{ rollCenti: number; won: boolean; id: number } | null>(null);
  const [recent, addRecent] = useRecentBets();
  const [announcement, setAnnouncement] = useState('');
  const outcomeText = useBetOutcomeText();
  const hotkeysOn = useGameSettings((state) => state.hotkeysOn);
  const running = useRef(false);
  const betRef = useRef(bet);
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    betRef.current = bet;
  });
  useEffect(() => () => void (running.current = false), []);

  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const locked = autoRunning || !player.ready;

  async function roll(stake: number) {
    playGameSound('bet');
    const reply = await play(DICE_BET_PATH, diceBetBody(stake, player.currency, betRef.current));
    if (!reply) return null;
    const rollCenti = rollCentiOf(reply.bet.result) ?? 0;
    const won = betOutcomeOf(reply.bet.amountMinor, reply.bet.payoutMinor) === 'won';
    setResult((last) => ({ rollCenti, won, id: (last?.id ?? 0) + 1 }));
    addRecent(reply.bet);
    playGameSound(won ? 'win' : 'lose');
    setAnnouncement(`${t('announce', { roll: formatCenti(rollCenti, player.locale) })} ${outcomeText.sentence(reply.bet, player.locale)}`);
    return reply;
  }

  async function rollOnce() {
    const stakeMinor = stake.stakeToBet();
    if (stakeMinor === null || pending || locked) return;
    await roll(stakeMinor);
  }

  async function runAutobet() {
    const stakeMinor = stake.stakeToBet();
    if (stakeMinor === null || running.current) return;
    const config = autobetConfigOf(autoTexts, stakeMinor, player.currency, player.locale);
    if (!config) return;
    running.current = true;
    setAutoRunning(true);
    let state = startAutobet(config);
    setAutoProgress({ state, stop: null });
    while (running.current) {
      const reply = await roll(state.nextStakeMinor);
      if (!reply) break;
      const step = recordAutobet(
        config,
        state,
        { stakeMinor: reply.bet.amountMinor, payoutMinor: reply.bet.payoutMinor },
        limit,
        reply.balance.balanceMinor,
      );
      state = step.state;
      setAutoProgress(step);
      if (step.stop) break;
      await wait(AUTOBET_PAUSE_MS);
    }
    running.current = false;
    setAutoRunning(false);
  }

  const stopAutobet = () => {
    running.current = false;
  };

  useHotkeys(hotkeysOn, {
    ' ': () => (panel === 'manual' ? void rollOnce() : autoRunning ? stopAutobet() : void runAutobet()),
    q: () =>
      !locked &&
      stake.setText(amountInputOf(applyStakeAction('half', stake.minor, limit, player.balanceMinor), player.currency, player.locale)),
    w: () =>
      !locked &&
      stake.setText(amountInputOf(applyStakeAction('double', stake.minor, limit, player.balanceMinor), player.currency, player.locale)),
    e: () => !locked && setBet(flipDirection),
    a: () => !locked && setBet((current) => setTarget(current, current.targetCenti - 100)),
    d: () => !locked && setBet((current) => setTarget(current, current.targetCenti + 100)),
  });

  const profitOnWin = stake.minor !== null && !stake.problem ? getDicePayoutMinor(stake.minor, bet) - stake.minor : null;
  const autoConfigValid = stake.minor !== null && autobetConfigOf(autoTexts, stake.minor, player.currency, player.locale) !== null;

  return (
    <div className={`${shared.table} ${styles.table}`}>
      <BetPanel
        label={t('panel')}
        onSubmit={() => {
          if (panel === 'manual') void rollOnce();
          else if (autoRunning) stopAutobet();
          else void runAutobet();
        }}
      >
        <div className={shared.modeSwitch}>
          <Segmented
            label={t('panelMode')}
            hideLabel
            value={panel}
            onChange={(value) => !autoRunning && setPanel(value)}
            options={[
              { value: 'manual', label: t('manual') },
              { value: 'auto', label: t('auto') },
            ]}
          />
        </div>
        <PlayerStakeField stake={stake} disabled={locked} />
        <p className={shared.output}>
          <span>{t('profitOnWin')}</span> <output>{profitOnWin === null ? '–' : money(profitOnWin)}</output>
        </p>
        {panel === 'auto' && <AutobetForm texts={autoTexts} onChange={setAutoTexts} disabled={autoRunning} currency={player.currency} />}
        {/* On a phone the button comes first, right under the track, so it is on the first screen (as casinos do). */}
        <div className={shared.playButton}>
          {panel === 'manual' ? (
            <PlaceBetButton pending={pending} label={t('roll')} loadingLabel={t('loading')} />
          ) : (
            <Button
              type="submit"
              variant={autoRunning ? 'danger' : 'primary'}
              size="lg"
              block
              disabled={!player.ready || (!autoRunning && !autoConfigValid)}
            >
              {autoRunning ? t('stopAuto') : t('startAuto')}
            </Button>
          )}
        </div>
        {autoProgress && (
          <p className={shared.hint} role="status">
            {t('autoProgress', { bets: autoProgress.state.betsDone, profit: money(autoProgress.state.profitMinor) })}
            {autoProgress.stop && ` ${t(`autoStop.${autoProgress.stop}`)}`}
          </p>
        )}
        <GameFailureNotice failure={failure} mode={player.mode} />
        <DiceHotkeysHelp />
        <DemoNotice inPanel />
      </BetPanel>
      <div className={`${shared.area} ${styles.area}`}>
        <DiceTrack bet={bet} onBetChange={setBet} result={result} disabled={locked} />
        <DiceFieldsRow bet={bet} onBetChange={setBet} disabled={locked} />
        <p className={styles.announce} role="status" aria-live="polite">
          {announcement}
        </p>
        <ResultPills bets={recent} label={t('recent')} describe={(item) => formatCenti(rollCentiOf(item.result) ?? 0, player.locale)} />
      </div>
    </div>
  );
}
