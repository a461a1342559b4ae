'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ModalLink } from '@/components/modal-link';
import type { CatalogGame, LaunchMode, Platform } from '@/lib/casino/contract';
import { withModalFlag } from '@/lib/query-flags';
import { useSessionStore } from '@/lib/session/session-store';
import { launchFailureOf, useLaunchGame, type LaunchFailure } from '../api/launch-game';
import { useBalanceRefresh } from '../hooks/use-balance-refresh';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useGameFrameMessages } from '../hooks/use-game-frame-messages';
import styles from './game-player.module.css';

/** Below this width the aggregator is asked for the game's mobile build. */
export const MOBILE_MAX_WIDTH = 768;

export function platformFor(width: number): Platform {
  return width < MOBILE_MAX_WIDTH ? 'GPL_MOBILE' : 'GPL_DESKTOP';
}

export interface GamePlayerText {
  label: string;
  frameTitle: string;
  launching: string;
  fullscreen: string;
  exitFullscreen: string;
  deposit: string;
  retry: string;
  refusals: Record<Exclude<LaunchFailure, 'unauthenticated'>, string>;
}

/**
 * The game's window: it launches the game (POST /api/v2/games/launch) and shows the aggregator's page in an iframe.
 * Real money needs a signed-in player (a guest sees `guestCta`). While a real game is open the header's balance is
 * refreshed when the game says so, and every few seconds in case it does not.
 */
export function GamePlayer({
  game,
  mode,
  text,
  guestCta,
}: {
  game: CatalogGame;
  mode: LaunchMode;
  text: GamePlayerText;
  guestCta: ReactNode;
}) {
  const router = useRouter();
  const status = useSessionStore((state) => state.status);
  const launch = useLaunchGame();
  const { mutate, reset } = launch;
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);
  const allowed = mode === 'demo' ? status !== 'unknown' : status === 'authenticated';
  const url = launch.data ?? null;
  const origin = url ? new URL(url).origin : null;
  const real = mode === 'real' && !!url;
  const refreshBalance = useBalanceRefresh(real);

  const start = useCallback(() => {
    mutate({ game_code: game.code, mode, platform: platformFor(window.innerWidth) });
  }, [mutate, game.code, mode]);

  // One launch per page and session state (not two under Strict Mode's remount): a login on this page launches the real
  // game, a logout takes it away.
  const launched = useRef(false);
  useEffect(() => {
    if (!allowed) {
      launched.current = false;
      reset();
      return;
    }
    if (launched.current) return;
    launched.current = true;
    start();
  }, [allowed, start, reset]);

  useGameFrameMessages(origin, (type) => {
    if (type === 'balance') {
      if (mode === 'real') refreshBalance();
    } else {
      router.push(`${window.location.pathname}${withModalFlag(new URLSearchParams(window.location.search), 'deposit')}`, { scroll: false });
    }
  });

  const failure = launch.isError ? launchFailureOf(launch.error) : null;
  const guest = mode === 'real' && (status === 'guest' || failure === 'unauthenticated');

  let body: ReactNode;
  if (guest) body = <div className={styles.message}>{guestCta}</div>;
  else if (failure && failure !== 'unauthenticated') {
    body = (
      <div className={styles.message} role="alert">
        <p>{text.refusals[failure]}</p>
        {(failure === 'provider_unavailable' || failure === 'unknown') && <Button onClick={start}>{text.retry}</Button>}
      </div>
    );
  } else if (url) {
    body = <iframe className={styles.frame} src={url} title={text.frameTitle} allow="fullscreen; autoplay" allowFullScreen />;
  } else {
    body = (
      <div className={styles.message} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{text.launching}</p>
      </div>
    );
  }

  return (
    <section className={styles.player} aria-label={text.label}>
      <div ref={frame} className={`${styles.screen} ${fullscreen.active ? styles.full : ''}`}>
        {body}
        {fullscreen.active && (
          <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' }, styles.exit)} onClick={fullscreen.toggle}>
            {text.exitFullscreen}
          </button>
        )}
      </div>
      {url && (
        <div className={styles.toolbar}>
          {fullscreen.supported && (
            <Button size="sm" onClick={fullscreen.toggle}>
              {text.fullscreen}
            </Button>
          )}
          {mode === 'real' && (
            <ModalLink flag="deposit" className={buttonClass({ variant: 'primary', size: 'sm' })}>
              {text.deposit}
            </ModalLink>
          )}
        </div>
      )}
    </section>
  );
}
