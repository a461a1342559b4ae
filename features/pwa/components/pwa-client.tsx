'use client';

import { useEffect } from 'react';
import { browserApiBaseUrl } from '@/lib/api/api-base-url';
import { publicEnv } from '@/lib/config/public-env';
import type { LocaleCode } from '@/lib/locales';
import { usePwaStore } from '../pwa-store';
import { registerServiceWorker } from '../register-service-worker';
import { reloadForUpdate } from '../reload-for-update';
import { useBuildUpdatePoll } from '../use-build-update-poll';
import { InstallPrompt, type InstallPromptLabels } from './install-prompt';
import { UpdateNotice, type UpdateNoticeLabels } from './update-notice';

export interface PwaLabels {
  install: InstallPromptLabels;
  update: UpdateNoticeLabels;
}

interface PwaClientProps {
  labels: PwaLabels;
  locale: LocaleCode;
  /** The build that rendered the page (null in development). */
  buildId: string | null;
  /** Production builds register the worker; `next dev` does not (its chunks change on every edit). */
  registerWorker?: boolean;
}

/** The installable app in the shell: the service worker, the install offer and the new-build notice. */
export function PwaClient({ labels, locale, buildId, registerWorker = !publicEnv.isDevelopment }: PwaClientProps) {
  const { newBuildId, updateDismissed, announceBuild, dismissUpdate, setWorker, failRegistration } = usePwaStore();

  useEffect(() => {
    if (!registerWorker || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void registerServiceWorker({
      settings: { apiBaseUrl: browserApiBaseUrl(), locale },
      onState: setWorker,
      onError: failRegistration,
    }).then((stopChecks) => {
      if (cancelled) stopChecks();
      else stop = stopChecks;
    });
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; buildId?: unknown } | null;
      if (data?.type === 'pwa:build' && typeof data.buildId === 'string' && data.buildId !== buildId) announceBuild(data.buildId);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      cancelled = true;
      stop?.();
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [registerWorker, locale, buildId, setWorker, failRegistration, announceBuild]);

  useBuildUpdatePoll({ currentBuildId: buildId, onUpdate: announceBuild, enabled: registerWorker && newBuildId === null });

  const showUpdate = newBuildId !== null && !updateDismissed;
  return (
    <>
      <InstallPrompt labels={labels.install} hidden={showUpdate} />
      {showUpdate && <UpdateNotice labels={labels.update} onReload={() => reloadForUpdate()} onLater={dismissUpdate} />}
    </>
  );
}
