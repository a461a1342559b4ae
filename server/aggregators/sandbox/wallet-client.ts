import { randomUUID, type KeyObject } from 'node:crypto';
import type { HttpPost } from '../hub88/client';
import { signBody } from '../hub88/signature';

/** What the operator's wallet answered (Hub88 Wallet API: always a status; balance and currency when it has them). */
export type WalletAnswer = { status: string; balance?: number; currency?: string };

export class WalletUnreachableError extends Error {}

export type SandboxWalletClient = (path: string, payload: Record<string, unknown>) => Promise<WalletAnswer>;

/**
 * The sandbox aggregator's calls to the operator's wallet, as Hub88 makes them: a fresh request_uuid, the body signed
 * with the aggregator's private key. A timeout, a non-200 or a reply that is not a wallet answer is unreachable: the
 * caller retries (a win) or rolls back (a bet), never guesses.
 */
export function createWalletClient(walletUrl: string, privateKey: KeyObject, post: HttpPost): SandboxWalletClient {
  return async (path, payload) => {
    const body = JSON.stringify({ ...payload, request_uuid: randomUUID() });
    let answer: { status: number; text: string };
    try {
      answer = await post(`${walletUrl}${path}`, body, {
        'content-type': 'application/json',
        'x-hub88-signature': signBody(body, privateKey),
      });
    } catch (error) {
      throw new WalletUnreachableError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (answer.status !== 200) throw new WalletUnreachableError(`${path}: HTTP ${answer.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      throw new WalletUnreachableError(`${path}: not JSON`);
    }
    const reply = parsed as Partial<WalletAnswer>;
    if (typeof reply?.status !== 'string') throw new WalletUnreachableError(`${path}: no status`);
    return {
      status: reply.status,
      balance: typeof reply.balance === 'number' ? reply.balance : undefined,
      currency: typeof reply.currency === 'string' ? reply.currency : undefined,
    };
  };
}
