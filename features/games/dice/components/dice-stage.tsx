'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { preloadClientMessages, useClientIntlConfig, type MessageTree } from '@/i18n/client-intl';
import { loadDiceRoom } from '../lib/load-dice-room';
import { DiceSkeleton } from './dice-skeleton';
import styles from './dice.module.css';

/** The room's code (react-query, the api client, zod, next-intl, the game) stays out of the page's first load. */
const DiceRoom = dynamic(loadDiceRoom, { ssr: false });

/**
 * Where the dice game goes: the server draws a skeleton of the room's size; the room loads in the browser, out of
 * sight and out of the flow, and takes the skeleton's place once the player's money is known, so nothing moves.
 */
export function DiceStage({ messages, label }: { messages: MessageTree; label: string }) {
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  const intlConfig = useClientIntlConfig();
  // The room's texts download alongside its code.
  useEffect(() => preloadClientMessages(intlConfig), [intlConfig]);
  return (
    <div className={styles.stage}>
      {!shown && <DiceSkeleton messages={messages} label={label} />}
      <div className={shown ? undefined : styles.backstage}>
        <DiceRoom messages={messages} label={label} onSettled={show} />
      </div>
    </div>
  );
}
