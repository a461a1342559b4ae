'use client';

import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@/lib/cookies';

/** Chromium's beforeinstallprompt event (not in the DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function hiddenForGood(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.pwaHideInstall) === '1';
  } catch {
    return false;
  }
}

function hideForGood() {
  try {
    localStorage.setItem(STORAGE_KEYS.pwaHideInstall, '1');
  } catch {
    // storage refused (private mode): the prompt hides for this page only
  }
}

/**
 * The browser's offer to install the site as an app, kept for an install button of our own. The visitor's "do not
 * show again" and an installed app hide it for good (the pwa_hide_install flag in local storage, spec section 3).
 */
export function useInstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (!hiddenForGood()) setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      hideForGood();
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    setDeferred(null);
    await deferred.prompt();
    if ((await deferred.userChoice).outcome === 'accepted') hideForGood();
  }, [deferred]);

  const dismiss = useCallback(() => {
    hideForGood();
    setDeferred(null);
  }, []);

  return { canInstall: deferred !== null, install, dismiss };
}
