-- ledger_refuse_change: the trigger that keeps ledger history immutable (ledger_transfers, ledger_entries: no UPDATE,
-- DELETE or TRUNCATE; ledger_accounts: no DELETE). A correction is a new transfer.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
