'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { usePlayerContext } from '../hooks/player-context';
import styles from './game-screen.module.css';

/** The bet panel's submit button: waits, saying so, until the player's money is ready to play; first in the panel on a phone. */
export function PlaceBetButton({ pending, label, loadingLabel }: { pending: boolean; label: string; loadingLabel: string }) {
  const player = usePlayerContext();
  const session = useTranslations('games.play.session');
  return (
    <Button type="submit" variant="primary" size="lg" block className={styles.playButton} loading={pending} disabled={!player.ready}>
      {player.ready ? label : player.sessionEnded ? session('loginToPlay') : loadingLabel}
    </Button>
  );
}
