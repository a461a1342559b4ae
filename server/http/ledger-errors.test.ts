import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CauseRefusedError,
  CurrencyMismatchError,
  InsufficientFundsError,
  LedgerBusyError,
  LedgerInputError,
  LedgerInvariantError,
} from '../ledger/errors';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const thrown: Record<string, Error> = {
  input: new LedgerInputError('Unknown account 987654321'),
  currency: new CurrencyMismatchError('Transfer k in RUB between USD and RUB accounts'),
  invariant: new LedgerInvariantError(['account balances after update differ from the posting']),
  funds: new InsufficientFundsError(42),
  cause: new CauseRefusedError('round_closed'),
  busy: new LedgerBusyError('The ledger timed out: canceling statement due to lock timeout'),
};

beforeAll(async () => {
  t = await createTestApp();
  // A route of this test only, throwing what a service calling the ledger could let through.
  t.app.get<{ Params: { name: string } }>('/test/ledger-error/:name', async (request) => {
    throw thrown[request.params.name];
  });
});
afterAll(async () => {
  await t.close();
});

const get = (name: string) => t.app.inject({ method: 'GET', url: `/test/ledger-error/${name}` });

describe('ledger errors over HTTP: programming errors are 500s without detail, domain refusals their own 4xx', () => {
  it('a malformed posting, a currency mismatch or a broken invariant is a bare 500', async () => {
    for (const name of ['input', 'currency', 'invariant']) {
      const res = await get(name);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal server error.' });
      expect(res.body).not.toMatch(/account|RUB|balances/i);
    }
  });

  it('insufficient funds is a 422 in the spec shape, without the account id', async () => {
    const res = await get('funds');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: expect.any(String), errors: { amount: ['Insufficient funds.'] }, code: 'insufficient_funds' });
    expect(res.body).not.toContain('42');
  });

  it('a refusing cause is a 409 unless its module maps it; a busy ledger is a 503 with Retry-After', async () => {
    const refused = await get('cause');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).not.toContain('round_closed');
    const busy = await get('busy');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body).not.toMatch(/lock|statement/);
  });
});
