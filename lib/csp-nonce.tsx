'use client';

import { createContext, useContext, type ReactNode } from 'react';

const CspNonceContext = createContext<string | undefined>(undefined);

/**
 * The page's CSP nonce (lib/security-headers.ts), handed down by the document, for the scripts client code adds
 * itself (the captchas' loaders). Next puts the nonce on its own scripts; nothing else in the browser can read it.
 */
export function CspNonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <CspNonceContext value={nonce}>{children}</CspNonceContext>;
}

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
