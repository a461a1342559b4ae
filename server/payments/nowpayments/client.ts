import { ProviderRefusedError, ProviderUnavailableError } from '../types';

/*
 * NOWPayments' REST API over fetch: every call has a timeout; network errors, timeouts, 429 and 5xx become
 * ProviderUnavailableError (try later), other 4xx ProviderRefusedError (this request will not work). Calls that the
 * docs put behind a login (payouts, an invoice's payment list) carry a JWT from POST /v1/auth, kept for 4 minutes
 * (the gateway's tokens live 5) and renewed once on a 401.
 */

export type NowpaymentsClientOptions = {
  apiUrl: string;
  apiKey: string;
  account: { email: string; password: string } | null;
  timeoutMs: number;
};

const PROVIDER = 'nowpayments';
const TOKEN_TTL_MS = 4 * 60_000;

export type NowpaymentsClient = {
  request(method: 'GET' | 'POST', path: string, options?: { body?: unknown; login?: boolean }): Promise<unknown>;
};

export function createNowpaymentsClient(options: NowpaymentsClientOptions): NowpaymentsClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    bearer: string | null,
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { 'x-api-key': options.apiKey, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderUnavailableError(
        PROVIDER,
        timedOut ? `${method} ${path} timed out after ${options.timeoutMs} ms` : `${method} ${path} failed`,
      );
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  function check(method: string, path: string, result: { status: number; json: unknown }): unknown {
    const { status, json } = result;
    if (status >= 200 && status < 300) return json;
    const message = json && typeof json === 'object' && 'message' in json ? String(json.message).slice(0, 200) : '';
    if (status === 429 || status >= 500)
      throw new ProviderUnavailableError(PROVIDER, `${method} ${path} answered ${status} ${message}`.trim());
    throw new ProviderRefusedError(PROVIDER, status, `${method} ${path}: ${message || 'refused'}`);
  }

  async function login(): Promise<string> {
    if (!options.account) throw new ProviderUnavailableError(PROVIDER, 'this call needs NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD');
    if (token && token.expiresAt > Date.now()) return token.value;
    const json = check('POST', '/v1/auth', await call('POST', '/v1/auth', options.account, null));
    const value = json && typeof json === 'object' && 'token' in json ? json.token : null;
    if (typeof value !== 'string' || value.length === 0) throw new ProviderUnavailableError(PROVIDER, 'POST /v1/auth gave no token');
    token = { value, expiresAt: Date.now() + TOKEN_TTL_MS };
    return value;
  }

  return {
    async request(method, path, requestOptions = {}) {
      if (!requestOptions.login) return check(method, path, await call(method, path, requestOptions.body, null));
      let result = await call(method, path, requestOptions.body, await login());
      if (result.status === 401) {
        token = null;
        result = await call(method, path, requestOptions.body, await login());
      }
      return check(method, path, result);
    },
  };
}
