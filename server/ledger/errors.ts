export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The posting is malformed (bad amount, same account twice, unknown account, duplicate key). */
export class LedgerInputError extends LedgerError {}

export class CurrencyMismatchError extends LedgerError {}

export class InsufficientFundsError extends LedgerError {
  constructor(readonly accountId: number) {
    super(`Insufficient funds on account ${accountId}`);
  }
}

/** The idempotency key was used before with different data. */
export class IdempotencyConflictError extends LedgerError {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was already used for a different transfer`);
  }
}

/** A ledger invariant does not hold: the process must not carry on as if it did. */
export class LedgerInvariantError extends Error {
  constructor(readonly violations: string[]) {
    super(`Ledger invariant broken:\n${violations.join('\n')}`);
    this.name = 'LedgerInvariantError';
  }
}
