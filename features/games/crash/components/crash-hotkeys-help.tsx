'use client';

import { useTranslations } from 'next-intl';
import { Switch } from '@/components/ui/switch';
import { useGameSettings } from '../../shared/stores/game-settings';
import shared from '../../shared/components/game-screen.module.css';
import styles from './crash.module.css';

/** The crash's one shortcut, Space (bet, or cash out while the round runs); off until switched on, as in every game. */
export function CrashHotkeysHelp() {
  const t = useTranslations('games.play');
  const hotkeysOn = useGameSettings((state) => state.hotkeysOn);
  const setHotkeys = useGameSettings((state) => state.setHotkeys);
  return (
    <details className={`${styles.hotkeys} ${shared.hotkeysBox}`}>
      <summary>{t('hotkeys.title')}</summary>
      <Switch label={t('hotkeys.enable')} checked={hotkeysOn} onChange={(event) => setHotkeys(event.target.checked)} />
      <p className={styles.keyLine}>
        <kbd>{t('crash.spaceKey')}</kbd> {t('crash.hotkeySpace')}
      </p>
    </details>
  );
}
