'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { getBetLimit } from '@/lib/bet-limits';
import { keno as kenoGame } from '@/lib/games';
import { countKenoHits, KENO_MAX_PICKS } from '@/lib/fairness/keno';
import { KENO_RISKS, type KenoRisk } from '@/lib/fairness/keno-paytables';
import { GameFailureNotice } from '../../shared/components/game-failure-notice';
import { ResultPills } from '../../shared/components/result-pills';
import { BetPanel } from '../../shared/components/bet-panel';
import { PlaceBetButton } from '../../shared/components/place-bet-button';
import { DemoNotice } from '../../shared/components/play-bar';
import { PlayerStakeField } from '../../shared/components/player-stake-field';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { usePlayAction } from '../../shared/hooks/use-play-action';
import { useRecentBets } from '../../shared/hooks/use-recent-bets';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import { playGameSound } from '../../shared/stores/game-settings';
import { drawnOf, hitsOf, KENO_BET_PATH, kenoBetBody } from '../api/place-keno-bet';
import { autoPick, togglePick } from '../lib/keno-picks';
import { KenoBoard } from './keno-board';
import { KenoPaytable } from './keno-paytable';
import shared from '../../shared/components/game-screen.module.css';
import styles from './keno.module.css';

const DRAW_STEP_MS = 120;

/** Keno: pick 1 to 10 of 40, choose a risk, and 10 numbers are drawn; the paytable shows what each hit count pays. */
export function KenoGame() {
  const t = useTranslations('games.play.keno');
  const player = usePlayerContext();
  const limit = getBetLimit(player.currency, kenoGame.limits);
  const { play, pending, failure, setFailure } = usePlayAction(player.mode, player.as.demoToken);
  const stake = useStakeEntry(limit);
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [draw, setDraw] = useState<{ drawn: number[]; picks: number[]; id: number } | null>(null);
  const [recent, addRecent] = useRecentBets();
  const [announcement, setAnnouncement] = useState('');
  const outcomeText = useBetOutcomeText();

  // A draw stays on the board until the picks change, so the player can read it.
  const shownDraw = draw && draw.picks.join() === picks.join() ? draw : null;
  const hits = shownDraw ? countKenoHits(picks, shownDraw.drawn) : null;

  const changePicks = (next: number[]) => {
    setPicks(next);
    setFailure(null);
  };

  async function bet() {
    const stakeMinor = stake.stakeToBet();
    if (stakeMinor === null || picks.length === 0 || pending || !player.ready) return;
    playGameSound('bet');
    const reply = await play(KENO_BET_PATH, kenoBetBody(stakeMinor, player.currency, picks, risk));
    if (!reply) return;
    const drawn = drawnOf(reply.bet.result) ?? [];
    setDraw((last) => ({ drawn, picks: [...picks], id: (last?.id ?? 0) + 1 }));
    addRecent(reply.bet);
    drawn.forEach((_, index) => setTimeout(() => playGameSound('tick'), index * DRAW_STEP_MS));
    const won = betOutcomeOf(reply.bet.amountMinor, reply.bet.payoutMinor) === 'won';
    setTimeout(() => playGameSound(won ? 'win' : 'lose'), drawn.length * DRAW_STEP_MS);
    const count = countKenoHits(picks, drawn);
    setAnnouncement(
      `${t('announce', { drawn: drawn.join(', '), hits: count, picks: picks.length })} ${outcomeText.sentence(reply.bet, player.locale)}`,
    );
  }

  return (
    <div className={shared.table}>
      <BetPanel label={t('panel')} onSubmit={() => void bet()}>
        <PlayerStakeField stake={stake} disabled={pending} />
        <div className={shared.later}>
          <Select
            label={t('risk')}
            value={risk}
            disabled={pending}
            onChange={(event) => setRisk(event.target.value as KenoRisk)}
            options={KENO_RISKS.map((value) => ({ value, label: t(`risks.${value}`) }))}
          />
        </div>
        <p className={shared.output}>
          <span>{t('picked')}</span>
          <output aria-live="polite">{t('pickedCount', { count: picks.length, max: KENO_MAX_PICKS })}</output>
        </p>
        <div className={styles.tools}>
          <Button size="sm" disabled={pending} onClick={() => changePicks(autoPick(picks.length || KENO_MAX_PICKS))}>
            {t('autoPick')}
          </Button>
          <Button size="sm" variant="ghost" disabled={pending || picks.length === 0} onClick={() => changePicks([])}>
            {t('clear')}
          </Button>
        </div>
        <PlaceBetButton pending={pending} label={picks.length === 0 ? t('pickFirst') : t('bet')} loadingLabel={t('loading')} />
        {stake.tried && picks.length === 0 && <p className={shared.error}>{t('pickFirst')}</p>}
        <GameFailureNotice failure={failure} mode={player.mode} />
        <DemoNotice inPanel />
      </BetPanel>
      <div className={shared.area}>
        <KenoBoard
          picks={picks}
          drawn={shownDraw?.drawn ?? null}
          drawId={shownDraw?.id}
          onToggle={(number) => changePicks(togglePick(picks, number))}
          disabled={pending}
        />
        <KenoPaytable risk={risk} picks={picks.length} hits={hits} />
        <p className={styles.summary} role="status" aria-live="polite">
          {announcement}
        </p>
        <ResultPills bets={recent} label={t('recent')} describe={(item) => t('pill', { hits: hitsOf(item.result)?.length ?? 0 })} />
      </div>
    </div>
  );
}
