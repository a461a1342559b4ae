-- The currencies a column may hold (spec section 9) are written once, here: the domain currency_code. Until now each
-- table repeated the list in a CHECK of its own. lib/currencies.ts CURRENCIES lists the same codes in the same order
-- (server/db/currency-code.test.ts compares them). A new table's currency column is `currency_code`. To add a
-- currency: add it to CURRENCIES and replace the domain's constraint in a new migration:
--   ALTER DOMAIN currency_code DROP CONSTRAINT currency_code_known;
--   ALTER DOMAIN currency_code ADD CONSTRAINT currency_code_known CHECK (VALUE IN (..., 'NEW'));
-- Changing a column's type to a domain with a constraint rewrites its table once (a few tables, small today).
CREATE DOMAIN currency_code AS text
  CONSTRAINT currency_code_known CHECK (VALUE IN ('RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS'));

ALTER TABLE users DROP CONSTRAINT users_currency_check, ALTER COLUMN currency TYPE currency_code;

-- Postgres does not change the type of a column a trigger's WHEN names: ledger_accounts_identity_guard (migration
-- 011) is re-created around the change, as it was.
DROP TRIGGER ledger_accounts_identity_guard ON ledger_accounts;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_currency_check, ALTER COLUMN currency TYPE currency_code;
CREATE TRIGGER ledger_accounts_identity_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW
  WHEN ((NEW.id, NEW.kind, NEW.user_id, NEW.purpose, NEW.scope, NEW.shard, NEW.currency)
        IS DISTINCT FROM (OLD.id, OLD.kind, OLD.user_id, OLD.purpose, OLD.scope, OLD.shard, OLD.currency))
  EXECUTE FUNCTION ledger_refuse_account_change();

ALTER TABLE payment_invoices
  DROP CONSTRAINT payment_invoices_currency_check,
  DROP CONSTRAINT payment_invoices_exchange_currency_check,
  ALTER COLUMN currency TYPE currency_code,
  ALTER COLUMN exchange_currency TYPE currency_code;
ALTER TABLE exchange_rates
  DROP CONSTRAINT exchange_rates_base_check,
  DROP CONSTRAINT exchange_rates_quote_check,
  ALTER COLUMN base TYPE currency_code,
  ALTER COLUMN quote TYPE currency_code;
ALTER TABLE payouts DROP CONSTRAINT payouts_currency_check, ALTER COLUMN currency TYPE currency_code;
ALTER TABLE game_demo_sessions DROP CONSTRAINT game_demo_sessions_currency_check, ALTER COLUMN currency TYPE currency_code;
ALTER TABLE game_bets DROP CONSTRAINT game_bets_currency_check, ALTER COLUMN currency TYPE currency_code;
ALTER TABLE crash_bets DROP CONSTRAINT crash_bets_currency_check, ALTER COLUMN currency TYPE currency_code;
ALTER TABLE roulette_bets DROP CONSTRAINT roulette_bets_currency_check, ALTER COLUMN currency TYPE currency_code;
ALTER TABLE room_rounds DROP CONSTRAINT room_rounds_currency_check, ALTER COLUMN currency TYPE currency_code;
ALTER TABLE room_bets DROP CONSTRAINT room_bets_currency_check, ALTER COLUMN currency TYPE currency_code;
