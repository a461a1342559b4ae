-- The double-entry ledger. Only server/ledger writes these tables.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('player_real', 'player_bonus', 'house')),
  user_id bigint REFERENCES users (id),
  -- House accounts: purpose (game_bankroll, payment_clearing, bonus_expense, payout_clearing), scope (e.g. the
  -- game) and shard. Each house account is split into shards so concurrent bets do not queue on one row.
  purpose text,
  scope text NOT NULL DEFAULT '',
  shard integer NOT NULL DEFAULT 0 CHECK (shard >= 0),
  currency text NOT NULL
    CHECK (currency IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS')),
  balance_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner CHECK (
    (kind = 'house' AND user_id IS NULL AND purpose IS NOT NULL)
    OR (kind <> 'house' AND user_id IS NOT NULL AND purpose IS NULL AND scope = '' AND shard = 0)
  ),
  -- House accounts (bankrolls, clearing) may go negative; a player's never can.
  CONSTRAINT ledger_accounts_player_non_negative CHECK (kind = 'house' OR balance_minor >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_player_uq ON ledger_accounts (user_id, kind, currency) WHERE kind <> 'house';
CREATE UNIQUE INDEX ledger_accounts_house_uq ON ledger_accounts (purpose, scope, currency, shard) WHERE kind = 'house';

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  from_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  to_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{1,39}$'),
  cause_ref text NOT NULL CHECK (length(cause_ref) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account_id <> to_account_id)
);
CREATE INDEX ledger_transfers_cause_ref_idx ON ledger_transfers (cause_ref);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transfer_id, account_id)
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- History is immutable: a correction is a new transfer.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
-- Accounts are never deleted (ids are cached by the ledger).
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
