'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { defaultMirrorData, type MirrorData } from './contract';

const MirrorDataContext = createContext<MirrorData | null>(null);

/** The browser's copy of this page's mirror data, for code outside React (the api client's SSO link). */
let current: MirrorData | null = null;

/** This page's mirror data (the server looked it up by Host): the SSO link, the settings. */
export function MirrorDataProvider({ mirror, children }: { mirror: MirrorData; children: ReactNode }) {
  useEffect(() => setCurrentMirror(mirror), [mirror]);
  return <MirrorDataContext value={mirror}>{children}</MirrorDataContext>;
}

export function useMirrorData(): MirrorData {
  return useContext(MirrorDataContext) ?? defaultMirrorData('');
}

function setCurrentMirror(mirror: MirrorData): void {
  current = mirror;
}

/** The SSO link of the mirror the browser is on; null on the home, an unknown host, or before the page set it. */
export function currentSsoLink(): string | null {
  return current?.sso ?? null;
}
