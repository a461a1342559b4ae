'use client';

import { useEffect, useRef } from 'react';
import { gameFrameMessageSchema, type GameFrameMessage } from '@/lib/casino/contract';

/**
 * Listens to what the game in the iframe posts (gameFrameMessageSchema), from the launch URL's origin only: any other
 * window (an ad, another tab's opener, a script on the game's CDN) cannot make the page refresh or open the cashier.
 */
export function useGameFrameMessages(origin: string | null, onMessage: (type: GameFrameMessage['type']) => void) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!origin) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const parsed = gameFrameMessageSchema.safeParse(event.data);
      if (parsed.success) handler.current(parsed.data.type);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin]);
}
