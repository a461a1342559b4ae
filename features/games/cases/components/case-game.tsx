'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { formatFixed, formatMinor } from '@/lib/money-format';
import { GameFailureNotice } from '../../shared/components/game-failure-notice';
import { BetModeTag } from '../../shared/components/bet-mode-tag';
import { ResultPills } from '../../shared/components/result-pills';
import type { GameBet, PlayReply } from '../../shared/api/schemas';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { usePlayAction } from '../../shared/hooks/use-play-action';
import { useRecentBets } from '../../shared/hooks/use-recent-bets';
import { applyBalance } from '../../shared/hooks/use-player';
import { playGameSound } from '../../shared/stores/game-settings';
import { buildReel, getCaseContents, itemIndexOf } from '../lib/case-contents';
import { CaseBoxArt } from '@/components/game-art/case-box-art';
import { CaseReel } from './case-reel';
import shared from '../../shared/components/game-screen.module.css';
import styles from './cases.module.css';

const KNOWN_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'mythic'];

/**
 * A case, laid out as casinos do: the opening reel across the stage with the case and its Open button right under it,
 * then what is inside as a grid of items (price, value and chance in the player's currency).
 */
export function CaseGame({ slug, name }: { slug: string; name: string }) {
  const t = useTranslations('games.play.cases');
  const player = usePlayerContext();
  const session = useTranslations('games.play.session');
  const contents = getCaseContents(slug, player.currency);
  const { play, pending, failure } = usePlayAction(player.mode, player.as.demoToken);
  const [spin, setSpin] = useState<{ reel: number[]; id: number; jitter: number; reply: PlayReply } | null>(null);
  const [revealed, setRevealed] = useState<GameBet | null>(null);
  const [recent, addRecent] = useRecentBets();
  const [announcement, setAnnouncement] = useState('');
  const [spinning, setSpinning] = useState(false);
  const outcomeText = useBetOutcomeText();
  if (!contents) return null;

  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const rarityLabel = (key: string) => (KNOWN_RARITIES.includes(key) ? t(`rarity.${key}`) : key);
  const itemKeys = contents.items.map((item) => item.key);
  const short = player.balanceMinor !== null && player.balanceMinor < contents.priceMinor;

  async function open() {
    if (pending || spinning || !player.ready) return;
    playGameSound('bet');
    setAnnouncement(t('opening'));
    const reply = await play(`/cases/${encodeURIComponent(slug)}/open`, {}, { holdBalance: true });
    if (!reply) {
      setAnnouncement('');
      return;
    }
    const index = itemIndexOf(reply.bet);
    setRevealed(null);
    setSpinning(true);
    // The stop lands somewhere inside the item, not always dead centre.
    setSpin((last) => ({
      reel: buildReel(contents!.weights, index),
      id: (last?.id ?? 0) + 1,
      jitter: Math.round((Math.random() - 0.5) * 50),
      reply,
    }));
  }

  function stopped() {
    if (!spin) return;
    const { bet, balance } = spin.reply;
    applyBalance(balance);
    setSpinning(false);
    setRevealed(bet);
    addRecent(bet);
    const item = contents!.items[itemIndexOf(bet)];
    playGameSound(betOutcomeOf(bet.amountMinor, bet.payoutMinor) === 'won' ? 'win' : 'reveal');
    setAnnouncement(
      `${t('announce', { item: rarityLabel(item?.key ?? ''), value: money(bet.payoutMinor) })} ${outcomeText.sentence(bet, player.locale)}`,
    );
  }

  const wonItem = revealed ? contents.items[itemIndexOf(revealed)] : null;

  return (
    <div className={styles.game}>
      {/* The stage: the reel across the width, the case and its Open button right under it, the item won beside them. */}
      <div className={`${shared.area} ${styles.stage}`} role="group" aria-label={t('panel', { name })}>
        <CaseReel spin={spin} itemKeys={itemKeys} rarityLabel={rarityLabel} onStopped={stopped} />
        <div className={styles.controls}>
          <CaseBoxArt slug={slug} className={styles.art} />
          <div className={styles.action}>
            <Button variant="primary" size="lg" block loading={pending || spinning} disabled={!player.ready} onClick={() => void open()}>
              {player.ready
                ? t('open', { price: money(contents.priceMinor) })
                : player.sessionEnded
                  ? session('loginToPlay')
                  : t('loading')}
            </Button>
            {short && <p className={shared.hint}>{t('short')}</p>}
            <GameFailureNotice failure={failure} mode={player.mode} />
          </div>
          {revealed && wonItem && (
            <div
              className={`${styles.won} ${styles.rarity}`}
              data-rarity={wonItem.key}
              data-outcome={betOutcomeOf(revealed.amountMinor, revealed.payoutMinor)}
            >
              <span>
                {t('dropped')} <BetModeTag demo={revealed.demo} />
              </span>
              <strong>{rarityLabel(wonItem.key)}</strong>
              <span className={styles.wonValue}>{money(revealed.payoutMinor)}</span>
              <span className={shared.hint}>{formatMultiplier(revealed.multiplierBp, player.locale)}×</span>
              <span className={styles.outcome}>{outcomeText.sentence(revealed, player.locale)}</span>
            </div>
          )}
        </div>
        {/* The card above shows the result; this line tells it to a screen reader once, without a second copy on screen. */}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <ResultPills bets={recent} label={t('recent')} describe={(item) => `${formatMultiplier(item.multiplierBp, player.locale)}×`} />
      </div>
      {/* What is inside: one card per item, as a grid under the stage. */}
      <div className={styles.inside}>
        <h3 className={shared.subheading}>{t('contents')}</h3>
        <ul className={styles.contents} aria-label={t('contents')}>
          {contents.items.map((item) => (
            <li key={item.key} className={`${styles.contentItem} ${styles.rarity}`} data-rarity={item.key}>
              <span className={styles.itemName}>{rarityLabel(item.key)}</span>
              <span className={styles.itemValue}>{money(item.valueMinor)}</span>
              <span className={styles.chance}>{t('chance', { chance: formatFixed(item.chance * 100, 2, player.locale) })}</span>
            </li>
          ))}
        </ul>
        <p className={shared.hint}>{t('rtp', { rtp: formatFixed(contents.rtpBp / 100, 2, player.locale) })}</p>
      </div>
    </div>
  );
}
