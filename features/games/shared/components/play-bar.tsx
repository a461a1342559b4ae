'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ModalLink } from '@/components/modal-link';
import { Amount } from '@/components/ui/amount';
import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { useSessionStore } from '@/lib/session/session-store';
import { refillDemoSession } from '../api/demo-session';
import { usePlayerContext } from '../hooks/player-context';
import { startDemo } from '../hooks/use-player';
import { useGameSettings } from '../stores/game-settings';
import { usePlayStore } from '../stores/play-store';
import { RefillIcon } from './refill-icon';
import { SoundToggle } from './sound-toggle';
import styles from './game-screen.module.css';

/**
 * Above every game: whose money is in play (a clearly marked demo for guests and for players who choose it), the
 * balance the bets use, a refill of play money, and the sound switch. One row on a phone, where the refill is an icon
 * (its text stays its accessible name); the demo note and the demo switch go under that row (DemoNotice), or on a
 * phone to the foot of the bet panel of a game that draws them there too.
 */
export function PlayBar({ extra }: { extra?: React.ReactNode }) {
  const t = useTranslations('games.play');
  const player = usePlayerContext();
  const demoStatus = usePlayStore((state) => state.demoStatus);
  const [refilling, setRefilling] = useState(false);

  const refill = async () => {
    const token = usePlayStore.getState().demoToken;
    if (!token || refilling) return;
    setRefilling(true);
    try {
      const { balance } = await refillDemoSession(token);
      usePlayStore.getState().setDemoBalance(balance);
    } catch {
      usePlayStore.getState().dropDemo();
    } finally {
      setRefilling(false);
    }
  };

  return (
    <div className={styles.playBar} data-mode={player.mode ?? 'loading'}>
      <div className={styles.mode}>
        {player.mode === 'demo' && (
          <Badge tone="gold" className={styles.demoBadge}>
            {t('demo.badge')}
          </Badge>
        )}
        {player.mode === 'real' && <Badge tone="success">{t('demo.real')}</Badge>}
        <span className={styles.balance} aria-live="polite">
          <span className={styles.balanceLabel}>{player.mode === 'demo' ? t('demo.balance') : t('balance')}</span>{' '}
          {player.sessionEnded ? (
            <span>–</span>
          ) : player.balanceMinor === null ? (
            <span aria-busy="true">…</span>
          ) : (
            <Amount minor={player.balanceMinor} currency={player.currency} locale={player.locale} className={styles.balanceValue} />
          )}
        </span>
      </div>
      <div className={styles.barActions}>
        {player.mode === 'demo' && player.balanceMinor !== null && player.as.demoToken !== null && (
          <button
            type="button"
            className={`${styles.chip} ${styles.refill}`}
            onClick={refill}
            aria-busy={refilling || undefined}
            title={t('demo.refill')}
          >
            <RefillIcon />
            <span className={styles.refillText}>{t('demo.refill')}</span>
          </button>
        )}
        {extra}
        <SoundToggle />
      </div>
      <DemoNotice />
      {player.sessionEnded && <SessionEndedLine />}
      {demoStatus === 'failed' && player.mode === 'demo' && (
        <p className={styles.error} role="alert">
          {t('demo.failed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void startDemo(player.currency)}>
            {t('retry')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * The play bar's second row: a guest's demo note (with the way to play for real) or a player's demo switch. A game
 * whose bet panel also draws it (inPanel) has it there on a phone, at the panel's foot, and not in the bar: the play
 * button and the stake then fit the first screen (game-screen.module.css shows one of the two by the width).
 */
export function DemoNotice({ inPanel = false }: { inPanel?: boolean }) {
  const t = useTranslations('games.play');
  const player = usePlayerContext();
  const demoChosen = useGameSettings((state) => state.demoChosen);
  const setDemoChosen = useGameSettings((state) => state.setDemoChosen);
  const place = inPanel ? styles.panelNotice : '';
  if (player.guest) {
    return (
      <p className={`${styles.demoNote} ${place}`}>
        {t('demo.guestNote')} <ModalLink flag="signup">{t('demo.signUp')}</ModalLink>
      </p>
    );
  }
  if (player.mode === null || player.sessionEnded) return null;
  return (
    <Switch
      className={`${styles.demoSwitch} ${place}`}
      label={t('demo.switch')}
      hint={t('demo.switchHint')}
      checked={demoChosen}
      onChange={(event) => setDemoChosen(event.target.checked)}
    />
  );
}

/** A real-money player whose session ended: play is paused, not switched to demo; they log in again or choose demo. */
function SessionEndedLine() {
  const t = useTranslations('games.play.session');
  return (
    <p className={styles.error} role="alert">
      {t('ended')} <ModalLink flag="login">{t('login')}</ModalLink>
      {' · '}
      <button type="button" className={styles.linkButton} onClick={() => useSessionStore.getState().forgetEndedSession()}>
        {t('playDemo')}
      </button>
    </p>
  );
}
