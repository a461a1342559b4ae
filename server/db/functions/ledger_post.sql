-- ledger_post: a whole posting in one call (server/ledger/post-transfers.ts); ledger_post_core does the work.
-- A replay names its accounts as the caller resolved them this time. A house account is sharded and a caller
-- without a shard key gets a random shard, so the same logical posting may arrive with another shard's id. The
-- logical account (kind, owner, purpose, scope, currency) is what must match: the stored shard takes the place
-- of the given one, and ledger_post_core then compares everything else (amount, currency, kind, cause).
CREATE OR REPLACE FUNCTION ledger_post(
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
