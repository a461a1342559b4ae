'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api/api-client';
import { MIRROR_PATHS } from '@/lib/mirrors/contract';
import { finishSso } from '../lib/finish-sso';

/** Sends the SSO availability-finished event after a hand-off came back (features/sso/lib/finish-sso.ts); renders nothing. */
export function SsoFinish() {
  useEffect(() => {
    void finishSso({
      readCookie: (name) => Cookies.get(name) ?? null,
      removeCookie: (name) => Cookies.remove(name, { path: '/' }),
      storage: window.localStorage,
      hostname: window.location.hostname,
      send: async (event) => {
        await apiClient.put(MIRROR_PATHS.tracking, event);
      },
    }).catch((error: unknown) => console.warn('[sso] finish event failed', String(error)));
  }, []);
  return null;
}
