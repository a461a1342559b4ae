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

/**
 * The cause statement refused for a domain reason (a stale nonce, a closed round) by calling ledger_refuse(reason)
 * (server/db/functions/ledger_refuse.sql). Nothing of the posting is written; the calling module maps the reason to
 * its own 4xx.
 */
export class CauseRefusedError extends LedgerError {
  constructor(readonly reason: string) {
    super(`The cause refused the posting: ${reason}`);
  }
}

/** The ledger cannot take the posting now (its queue is full, a lock or statement timed out); retry later. */
export class LedgerBusyError extends LedgerError {
  constructor(
    message: string,
    readonly retryAfterS = 1,
  ) {
    super(message);
  }
}
