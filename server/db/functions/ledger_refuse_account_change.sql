-- ledger_refuse_account_change: the trigger of ledger_accounts' guards. Only ledger_post_core changes a balance: it
-- runs with ledger.posting = 'on' (its SET clause: on only while it runs), and any other UPDATE of balance_minor is
-- refused, as is a change of an account's owner, kind, purpose, scope, shard or currency and an account opened with a
-- balance. A caller could set the variable by hand; this guards against mistakes (a stray UPDATE, a migration, a
-- script), not against someone who sets out to bypass it.
CREATE OR REPLACE FUNCTION ledger_refuse_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_accounts: % of % refused (balances change only through ledger_post; an account never changes owner, kind or currency)',
    TG_OP, NEW.id USING ERRCODE = 'integrity_constraint_violation';
END
$$;
