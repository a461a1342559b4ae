'use client';

import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { apiClient } from '@/lib/api/api-client';
import { readToken } from '@/lib/session/token-cookie';
import { RealtimeClient } from '../lib/realtime-client';
import type { RealtimeAuth, RealtimeClientOptions, RealtimeStatus } from '../lib/realtime-types';
import { realtimeUrl } from '../lib/realtime-url';

/** Whom the socket signs in as: the bearer token of the session cookie (read at each connect), a demo session, nobody. */
export type RealtimeCredentials = { kind: 'token' } | { kind: 'demo'; session: string } | { kind: 'none' };

export interface UseRealtimeOptions {
  games: readonly string[];
  credentials: RealtimeCredentials;
  /** False until it is known who is playing, so the socket does not sign in twice on load. */
  enabled: boolean;
  url?: string;
  createSocket?: RealtimeClientOptions['createSocket'];
}

const CONNECTING: RealtimeStatus = { connection: 'connecting', auth: 'none', identity: null };

function credentialsKey(credentials: RealtimeCredentials): string {
  return credentials.kind === 'demo' ? `demo:${credentials.session}` : credentials.kind;
}

export function authOf(credentials: RealtimeCredentials, token: () => string | null = readToken): RealtimeAuth {
  if (credentials.kind === 'demo') return { demo: credentials.session };
  if (credentials.kind === 'token') {
    const value = token();
    return value ? { token: value } : null;
  }
  return null;
}

/** The REST client renews an expired access token on its own (the 401 queue); loading the profile sets it going. */
async function renewSessionToken(): Promise<boolean> {
  const before = readToken();
  const { loadProfile } = await import('@/lib/session/get-profile');
  const user = await loadProfile();
  return user !== null && readToken() !== before;
}

/** The api's socket address for this page (the api base the REST client uses, with ws:// or wss://). */
export function defaultRealtimeUrl(): string {
  return realtimeUrl(apiClient.defaults.baseURL ?? '', window.location.origin);
}

/**
 * One realtime connection for the component's life: joined to `games`, signed in with `credentials` (a change of
 * them reconnects), its connection state for the screen. The client is null until the browser has mounted.
 */
export function useRealtime({ games, credentials, enabled, url, createSocket }: UseRealtimeOptions) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  // The client asks for the credentials of the moment (a new token after a refresh), not those it was created with.
  const currentAuth = useEffectEvent(() => authOf(credentials));
  const renewCredentials = useEffectEvent(() => (credentials.kind === 'token' ? renewSessionToken() : Promise.resolve(false)));
  const currentKey = useEffectEvent(() => credentialsKey(credentials));
  const gamesKey = games.join(',');
  const key = credentialsKey(credentials);
  const factory = useRef(createSocket);
  /** The credentials the client last connected with. */
  const connectedKey = useRef(key);

  useEffect(() => {
    if (!enabled) return;
    const created = new RealtimeClient({
      url: url ?? defaultRealtimeUrl(),
      games: gamesKey.split(','),
      getAuth: () => currentAuth(),
      renewCredentials: () => renewCredentials(),
      createSocket: factory.current,
    });
    connectedKey.current = currentKey();
    created.start();
    setClient(created);
    return () => {
      created.stop();
      setClient(null);
    };
  }, [enabled, gamesKey, url]);

  useEffect(() => {
    if (!client || connectedKey.current === key) return;
    connectedKey.current = key;
    void client.changeCredentials();
  }, [client, key]);

  const subscribe = useCallback((listener: () => void) => (client ? client.onStatus(listener) : () => {}), [client]);
  const status = useSyncExternalStore(
    subscribe,
    () => client?.getStatus() ?? CONNECTING,
    () => CONNECTING,
  );
  return { client, status };
}
