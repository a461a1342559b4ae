'use client';

import { useTranslations } from 'next-intl';
import { Switch } from '@/components/ui/switch';
import { useGameSettings } from '../../shared/stores/game-settings';
import shared from '../../shared/components/game-screen.module.css';
import styles from './dice.module.css';

const KEYS = [
  ['Space', 'roll'],
  ['Q', 'half'],
  ['W', 'double'],
  ['E', 'flip'],
  ['A', 'lower'],
  ['D', 'higher'],
] as const;

/** The dice's keyboard shortcuts: off until switched on (letters alone would clash with screen readers' keys). */
export function DiceHotkeysHelp() {
  const t = useTranslations('games.play.hotkeys');
  const hotkeysOn = useGameSettings((state) => state.hotkeysOn);
  const setHotkeys = useGameSettings((state) => state.setHotkeys);
  return (
    <details className={`${styles.hotkeys} ${shared.hotkeysBox}`}>
      <summary>{t('title')}</summary>
      <Switch label={t('enable')} checked={hotkeysOn} onChange={(event) => setHotkeys(event.target.checked)} />
      <dl className={styles.keyList}>
        {KEYS.map(([key, action]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(action)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
