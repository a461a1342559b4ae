-- Ledger hardening (issue 7): balances change only inside the posting function, a replay is judged by the logical
-- posting (not by which house shard the caller resolved this time), refusals per posting in a batch without the
-- slow path, a lock timeout for batches, typed refusals from cause statements, and the HTTP idempotency store.

-- 1. Only ledger_post_core changes a balance. It runs with ledger.posting = 'on' (a function SET clause: on only
--    while it runs, restored when it returns or fails); any other UPDATE of balance_minor is refused. A caller could
--    set the variable by hand; this guards against mistakes (a stray UPDATE, a migration, a script), not against
--    someone who sets out to bypass it.
ALTER FUNCTION ledger_post(text[], bigint[], bigint[], bigint[], text[], text[], text[], text) RENAME TO ledger_post_core;
ALTER FUNCTION ledger_post_core(text[], bigint[], bigint[], bigint[], text[], text[], text[], text) SET ledger.posting = 'on';

CREATE FUNCTION ledger_refuse_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_accounts: % of % refused (balances change only through ledger_post; an account never changes owner, kind or currency)',
    TG_OP, NEW.id USING ERRCODE = 'integrity_constraint_violation';
END
$$;
-- WHEN clauses are evaluated without calling the function, so the posting path pays almost nothing for them.
CREATE TRIGGER ledger_accounts_balance_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW
  WHEN (NEW.balance_minor IS DISTINCT FROM OLD.balance_minor AND current_setting('ledger.posting', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION ledger_refuse_account_change();
CREATE TRIGGER ledger_accounts_identity_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW
  WHEN ((NEW.id, NEW.kind, NEW.user_id, NEW.purpose, NEW.scope, NEW.shard, NEW.currency)
        IS DISTINCT FROM (OLD.id, OLD.kind, OLD.user_id, OLD.purpose, OLD.scope, OLD.shard, OLD.currency))
  EXECUTE FUNCTION ledger_refuse_account_change();
CREATE TRIGGER ledger_accounts_opening_guard BEFORE INSERT ON ledger_accounts FOR EACH ROW
  WHEN (NEW.balance_minor <> 0)
  EXECUTE FUNCTION ledger_refuse_account_change();

-- 2. A replay names its accounts as the caller resolved them this time. A house account is sharded and a caller
--    without a shard key gets a random shard, so the same logical posting may arrive with another shard's id. The
--    logical account (kind, owner, purpose, scope, currency) is what must match: the stored shard takes the place
--    of the given one, and ledger_post_core then compares everything else (amount, currency, kind, cause).
CREATE FUNCTION ledger_post(
  p_keys text[],
  p_from bigint[],
  p_to bigint[],
  p_amounts bigint[],
  p_currencies text[],
  p_kinds text[],
  p_cause_refs text[],
  p_default_cause_ref text DEFAULT NULL
) RETURNS TABLE (r_ord integer, r_id bigint, r_from_after bigint, r_to_after bigint, r_replayed boolean, r_cause_ref text)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_from bigint[] := p_from;
  v_to bigint[] := p_to;
  stored record;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = ANY (p_keys)) THEN
    FOR stored IN
      SELECT u.ord::integer AS ord, t.from_account_id AS sf, t.to_account_id AS st, u.f, u.t
        FROM unnest(p_keys, p_from, p_to) WITH ORDINALITY AS u(k, f, t, ord)
        JOIN ledger_transfers t ON t.idempotency_key = u.k
       WHERE t.from_account_id IS DISTINCT FROM u.f OR t.to_account_id IS DISTINCT FROM u.t
    LOOP
      IF ledger_same_account(stored.sf, stored.f) THEN v_from[stored.ord] := stored.sf; END IF;
      IF ledger_same_account(stored.st, stored.t) THEN v_to[stored.ord] := stored.st; END IF;
    END LOOP;
  END IF;
  RETURN QUERY SELECT * FROM ledger_post_core(p_keys, v_from, v_to, p_amounts, p_currencies, p_kinds, p_cause_refs, p_default_cause_ref);
END
$$;

CREATE FUNCTION ledger_same_account(a bigint, b bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (x.kind, x.user_id, x.purpose, x.scope, x.currency) IS NOT DISTINCT FROM (y.kind, y.user_id, y.purpose, y.scope, y.currency)
                     FROM ledger_accounts x, ledger_accounts y WHERE x.id = a AND y.id = b), false)
$$;

-- 3. A cause statement that refuses for a domain reason (a stale nonce, a closed round) calls ledger_refuse('reason'):
--    SQLSTATE LD100, the reason as the message; the ledger throws CauseRefusedError(reason) and nothing is written.
CREATE FUNCTION ledger_refuse(p_reason text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION '%', p_reason USING ERRCODE = 'LD100';
END
$$;

-- 4. The HTTP idempotency store (server/http/idempotency.ts): the first reply to a key, per user and route.
CREATE TABLE http_idempotency (
  user_scope text NOT NULL,
  route text NOT NULL,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  request_sha256 text NOT NULL,
  -- NULL while the first request runs.
  status_code integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_scope, route, idempotency_key)
);
CREATE INDEX http_idempotency_created_idx ON http_idempotency (created_at);
