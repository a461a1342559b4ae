'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { playSound } from '../lib/sound';
import { useGameSettings } from '../stores/game-settings';
import styles from './game-screen.module.css';

/** Sound on or off (off until the player turns it on; the choice is remembered on this device). */
export function SoundToggle() {
  const t = useTranslations('games.play');
  const { soundOn, load, setSound } = useGameSettings();
  useEffect(load, [load]);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={soundOn}
      aria-label={t('sound')}
      title={t('sound')}
      onClick={() => {
        setSound(!soundOn);
        if (!soundOn) playSound('tick');
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {soundOn ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        ) : (
          <path d="m16 9 6 6m0-6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
