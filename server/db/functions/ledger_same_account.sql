-- ledger_same_account: whether two account ids are the same logical account (kind, owner, purpose, scope and
-- currency; the shard aside), for ledger_post's replays.
CREATE OR REPLACE FUNCTION ledger_same_account(a bigint, b bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (x.kind, x.user_id, x.purpose, x.scope, x.currency) IS NOT DISTINCT FROM (y.kind, y.user_id, y.purpose, y.scope, y.currency)
                     FROM ledger_accounts x, ledger_accounts y WHERE x.id = a AND y.id = b), false)
$$;
