-- ledger_post_core: a whole posting in one call, so a posting costs one round trip (server/ledger/post-transfers.ts,
-- through ledger_post, which first settles a replay's house shards). Locks the accounts in id order, applies the
-- transfers in the given order computing balance-after, refuses a player account going negative, writes transfers,
-- entries and balances, and reports replays (same key, same data: the first result, nothing written; same key, other
-- data: a conflict). Any refusal raises, so nothing of the posting (nor anything else in the statement, e.g. its
-- cause row) stays.
-- SQLSTATEs the TS side maps to error types:
--   LD001 insufficient funds (DETAIL: the account id)   LD002 idempotency conflict (DETAIL: the key)
--   LD003 malformed posting                              LD004 currency mismatch
--   LD005 a ledger invariant does not hold
-- p_default_cause_ref fills the cause refs left NULL (the cause row inserted by the same statement).
--
-- Speed: the common case (valid, all keys new, funds suffice) is two SQL statements with cached generic plans:
-- one checks, locks and plans, one writes. Refusals and replays take the step-by-step path below it.
CREATE OR REPLACE FUNCTION ledger_post_core(
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
-- The statements' plans are built once per connection: with array parameters a custom plan never looks
-- cheaper than the generic one yet is re-planned on every call, which costs more than running it.
SET plan_cache_mode = force_generic_plan
-- Only this function changes a balance: ledger_accounts' guard refuses any other UPDATE of balance_minor
-- (ledger_refuse_account_change).
SET ledger.posting = 'on'
AS $$
DECLARE
  max_safe CONSTANT bigint := 9007199254740991; -- balances stay exact JavaScript numbers
  n integer := coalesce(array_length(p_keys, 1), 0);
  bad boolean;
  short boolean;
  causes text[];
  acc_ids bigint[];
  acc_kinds text[];
  acc_currencies text[];
  acc_start bigint[];
  acc_final bigint[];
  acc_changed integer;
  t_from_after bigint[];
  t_to_after bigint[];
  l_ord bigint[];
  l_account bigint[];
  l_amount bigint[];
  l_after bigint[];
  complete boolean;
  mismatched integer;
  changed integer;
  -- The step-by-step path.
  acc_balance bigint[];
  new_ids bigint[];
  out_ids bigint[];
  out_from_after bigint[];
  out_to_after bigint[];
  out_replayed boolean[];
  e_transfer bigint[];
  e_account bigint[];
  e_amount bigint[];
  e_after bigint[];
  e_count integer := 0;
  fi integer;
  ti integer;
  from_after bigint;
  to_after bigint;
  stored record;
BEGIN
  -- 1. Check, lock in id order (so two postings touching the same accounts can never deadlock) and plan the
  --    posting as if every key were new: balance-after of every leg by a running sum in posting order.
  WITH input AS (
    SELECT u.k, u.f, u.t, u.a, u.c, u.kd, coalesce(u.cr, p_default_cause_ref) AS cr, u.ord
      FROM unnest(p_keys, p_from, p_to, p_amounts, p_currencies, p_kinds, p_cause_refs) WITH ORDINALITY
        AS u(k, f, t, a, c, kd, cr, ord)
  ),
  locked AS (
    SELECT id, kind, currency, balance_minor FROM ledger_accounts WHERE id = ANY (p_from || p_to) ORDER BY id FOR UPDATE
  ),
  legs AS (
    SELECT i.ord, 1 AS side, i.f AS account, -i.a AS amount, i.c FROM input i
    UNION ALL
    SELECT i.ord, 2, i.t, i.a, i.c FROM input i
  ),
  run AS (
    SELECT l.ord, l.side, l.account, l.amount, l.c, a.kind, a.currency,
           (a.balance_minor + sum(l.amount) OVER (PARTITION BY l.account ORDER BY l.ord, l.side))::bigint AS after
      FROM legs l JOIN locked a ON a.id = l.account
  ),
  totals AS (
    SELECT a.id, a.kind, a.currency, a.balance_minor, a.balance_minor + coalesce(s.total, 0) AS final
      FROM locked a LEFT JOIN (SELECT account, sum(amount)::bigint AS total FROM legs GROUP BY account) s ON s.account = a.id
  )
  SELECT
    n NOT BETWEEN 1 AND 500
      OR (SELECT count(*) FROM input) <> n OR coalesce(array_length(p_cause_refs, 1), 0) <> n
      OR (SELECT count(DISTINCT k) FROM input) <> n
      OR (SELECT bool_or(k IS NULL OR length(k) NOT BETWEEN 1 AND 200 OR f IS NULL OR t IS NULL OR f = t OR a IS NULL
                         OR a <= 0 OR a > max_safe OR c IS NULL OR kd IS NULL OR cr IS NULL OR length(cr) NOT BETWEEN 1 AND 200)
            FROM input)
      OR (SELECT count(*) FROM run) <> 2 * n
      OR (SELECT bool_or(currency <> c) FROM run),
    (SELECT bool_or((after < 0 AND kind <> 'house') OR abs(after) > max_safe) FROM run),
    (SELECT array_agg(cr ORDER BY ord) FROM input),
    r.from_after, r.to_after, r.l_ord, r.l_account, r.l_amount, r.l_after,
    t.ids, t.kinds, t.currencies, t.start, t.final, t.changed
  INTO bad, short, causes, t_from_after, t_to_after, l_ord, l_account, l_amount, l_after,
       acc_ids, acc_kinds, acc_currencies, acc_start, acc_final, acc_changed
  FROM (SELECT array_agg(after ORDER BY ord) FILTER (WHERE side = 1) AS from_after,
               array_agg(after ORDER BY ord) FILTER (WHERE side = 2) AS to_after,
               array_agg(ord ORDER BY ord, side) AS l_ord, array_agg(account ORDER BY ord, side) AS l_account,
               array_agg(amount ORDER BY ord, side) AS l_amount, array_agg(after ORDER BY ord, side) AS l_after
          FROM run) AS r,
       (SELECT array_agg(id ORDER BY id) AS ids, array_agg(kind ORDER BY id) AS kinds,
               array_agg(currency ORDER BY id) AS currencies, array_agg(balance_minor ORDER BY id) AS start,
               array_agg(final ORDER BY id) AS final, count(*) FILTER (WHERE final <> balance_minor)::integer AS changed
          FROM totals) AS t;

  IF bad THEN
    -- Say what is wrong, as precisely as the checks above cannot.
    IF n NOT BETWEEN 1 AND 500 THEN
      RAISE EXCEPTION 'A posting holds 1-500 transfers' USING ERRCODE = 'LD003';
    END IF;
    IF array_length(p_from, 1) IS DISTINCT FROM n OR array_length(p_to, 1) IS DISTINCT FROM n
       OR array_length(p_amounts, 1) IS DISTINCT FROM n OR array_length(p_currencies, 1) IS DISTINCT FROM n
       OR array_length(p_kinds, 1) IS DISTINCT FROM n OR array_length(p_cause_refs, 1) IS DISTINCT FROM n THEN
      RAISE EXCEPTION 'Posting arrays differ in length' USING ERRCODE = 'LD003';
    END IF;
    FOR i IN 1..n LOOP
      IF p_keys[i] IS NULL OR length(p_keys[i]) NOT BETWEEN 1 AND 200 THEN
        RAISE EXCEPTION 'Idempotency key must be 1-200 chars' USING ERRCODE = 'LD003';
      END IF;
      IF p_from[i] IS NULL OR p_to[i] IS NULL OR p_from[i] = p_to[i] THEN
        RAISE EXCEPTION 'Transfer %: same account twice or no account', p_keys[i] USING ERRCODE = 'LD003';
      END IF;
      IF p_amounts[i] IS NULL OR p_amounts[i] <= 0 OR p_amounts[i] > max_safe THEN
        RAISE EXCEPTION 'Transfer %: amount must be a positive integer of minor units', p_keys[i] USING ERRCODE = 'LD003';
      END IF;
      IF p_currencies[i] IS NULL OR p_kinds[i] IS NULL THEN
        RAISE EXCEPTION 'Transfer %: currency and kind are required', p_keys[i] USING ERRCODE = 'LD003';
      END IF;
      IF causes[i] IS NULL OR length(causes[i]) NOT BETWEEN 1 AND 200 THEN
        RAISE EXCEPTION 'Transfer %: cause reference must be 1-200 chars (a cause statement must return one cause_ref)',
          p_keys[i] USING ERRCODE = 'LD003';
      END IF;
    END LOOP;
    IF (SELECT count(DISTINCT k) FROM unnest(p_keys) AS k) <> n THEN
      RAISE EXCEPTION 'Idempotency key repeated in one posting' USING ERRCODE = 'LD003';
    END IF;
    FOR i IN 1..n LOOP
      fi := array_position(acc_ids, p_from[i]);
      ti := array_position(acc_ids, p_to[i]);
      IF fi IS NULL OR ti IS NULL THEN
        RAISE EXCEPTION 'Unknown account %', CASE WHEN fi IS NULL THEN p_from[i] ELSE p_to[i] END USING ERRCODE = 'LD003';
      END IF;
      IF acc_currencies[fi] <> p_currencies[i] OR acc_currencies[ti] <> p_currencies[i] THEN
        RAISE EXCEPTION 'Transfer % in % between % and % accounts', p_keys[i], p_currencies[i], acc_currencies[fi],
          acc_currencies[ti] USING ERRCODE = 'LD004';
      END IF;
    END LOOP;
    RAISE EXCEPTION 'ledger_post: a check failed without a cause' USING ERRCODE = 'LD005';
  END IF;

  IF NOT short THEN
    -- 2. Write: the transfers, and only if every key was new (no replay) the entries and the balances.
    WITH ins AS (
      INSERT INTO ledger_transfers (idempotency_key, from_account_id, to_account_id, amount_minor, currency, kind, cause_ref)
      SELECT u.k, u.f, u.t, u.a, u.c, u.kd, u.cr
        FROM unnest(p_keys, p_from, p_to, p_amounts, p_currencies, p_kinds, causes) WITH ORDINALITY
          AS u(k, f, t, a, c, kd, cr, ord)
       ORDER BY u.ord
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, idempotency_key
    ),
    ids AS (
      SELECT u.ord, ins.id FROM unnest(p_keys) WITH ORDINALITY AS u(k, ord) LEFT JOIN ins ON ins.idempotency_key = u.k
    ),
    ok AS (SELECT count(*) = n AS complete FROM ins),
    ent AS (
      -- In posting order, so an account's entries run in id order (checkLedger's running-sum check).
      INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, balance_after_minor)
      SELECT ids.id, e.account, e.amount, e.after
        FROM unnest(l_ord, l_account, l_amount, l_after) WITH ORDINALITY AS e(tord, account, amount, after, ord)
        JOIN ids ON ids.ord = e.tord
       WHERE (SELECT ok.complete FROM ok)
       ORDER BY e.ord
    ),
    upd AS (
      UPDATE ledger_accounts AS a
         SET balance_minor = a.balance_minor + (d.final - d.start), updated_at = now()
        FROM unnest(acc_ids, acc_start, acc_final) AS d(id, start, final)
       WHERE a.id = d.id AND d.final <> d.start AND (SELECT ok.complete FROM ok)
      RETURNING a.balance_minor = d.final AS same
    )
    SELECT (SELECT array_agg(ids.id ORDER BY ids.ord) FROM ids), (SELECT ok.complete FROM ok),
           (SELECT count(*) FILTER (WHERE NOT same) FROM upd), (SELECT count(*) FROM upd)
      INTO new_ids, complete, mismatched, changed;
    IF complete THEN
      IF mismatched > 0 OR changed <> acc_changed THEN
        RAISE EXCEPTION 'account balances after update differ from the posting' USING ERRCODE = 'LD005';
      END IF;
      RETURN QUERY
        SELECT o.ord::integer, o.id, o.fa, o.ta, false, o.cr
          FROM unnest(new_ids, t_from_after, t_to_after, causes) WITH ORDINALITY AS o(id, fa, ta, cr, ord)
         ORDER BY o.ord;
      RETURN;
    END IF;
    -- Some keys existed: the new transfers are written (new_ids), their entries and balances are not yet.
  ELSE
    -- The plan does not fit the balances, or leaves one out of range; replays may be why, so decide step by step.
    WITH ins AS (
      INSERT INTO ledger_transfers (idempotency_key, from_account_id, to_account_id, amount_minor, currency, kind, cause_ref)
      SELECT u.k, u.f, u.t, u.a, u.c, u.kd, u.cr
        FROM unnest(p_keys, p_from, p_to, p_amounts, p_currencies, p_kinds, causes) WITH ORDINALITY
          AS u(k, f, t, a, c, kd, cr, ord)
       ORDER BY u.ord
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, idempotency_key
    )
    SELECT array_agg(ins.id ORDER BY u.ord) INTO new_ids
      FROM unnest(p_keys) WITH ORDINALITY AS u(k, ord) LEFT JOIN ins ON ins.idempotency_key = u.k;
  END IF;

  -- 3. Step by step: replays return their first result, new transfers apply in order.
  acc_balance := acc_start;
  out_ids := new_ids;
  FOR i IN 1..n LOOP
    IF new_ids[i] IS NULL THEN
      SELECT t.id, t.from_account_id, t.to_account_id, t.amount_minor, t.currency, t.kind, t.cause_ref,
             f.balance_after_minor AS from_after, d.balance_after_minor AS to_after
        INTO stored
        FROM ledger_transfers t
        JOIN ledger_entries f ON f.transfer_id = t.id AND f.account_id = t.from_account_id
        JOIN ledger_entries d ON d.transfer_id = t.id AND d.account_id = t.to_account_id
       WHERE t.idempotency_key = p_keys[i];
      IF NOT FOUND THEN
        RAISE EXCEPTION 'transfer % conflicted but cannot be read', p_keys[i] USING ERRCODE = 'LD005';
      END IF;
      IF stored.from_account_id <> p_from[i] OR stored.to_account_id <> p_to[i] OR stored.amount_minor <> p_amounts[i]
         OR stored.currency <> p_currencies[i] OR stored.kind <> p_kinds[i] OR stored.cause_ref <> causes[i] THEN
        RAISE EXCEPTION 'Idempotency key % was already used for a different transfer', p_keys[i]
          USING ERRCODE = 'LD002', DETAIL = p_keys[i];
      END IF;
      out_ids[i] := stored.id;
      out_from_after[i] := stored.from_after;
      out_to_after[i] := stored.to_after;
      out_replayed[i] := true;
      CONTINUE;
    END IF;

    -- A debit must fit the balance before a later credit.
    fi := array_position(acc_ids, p_from[i]);
    ti := array_position(acc_ids, p_to[i]);
    from_after := acc_balance[fi] - p_amounts[i];
    to_after := acc_balance[ti] + p_amounts[i];
    IF from_after < 0 AND acc_kinds[fi] <> 'house' THEN
      RAISE EXCEPTION 'Insufficient funds on account %', p_from[i] USING ERRCODE = 'LD001', DETAIL = p_from[i]::text;
    END IF;
    IF abs(from_after) > max_safe OR abs(to_after) > max_safe THEN
      RAISE EXCEPTION 'Transfer %: balance out of range', p_keys[i] USING ERRCODE = 'LD003';
    END IF;
    acc_balance[fi] := from_after;
    acc_balance[ti] := to_after;
    e_transfer[e_count + 1] := new_ids[i];
    e_account[e_count + 1] := p_from[i];
    e_amount[e_count + 1] := -p_amounts[i];
    e_after[e_count + 1] := from_after;
    e_transfer[e_count + 2] := new_ids[i];
    e_account[e_count + 2] := p_to[i];
    e_amount[e_count + 2] := p_amounts[i];
    e_after[e_count + 2] := to_after;
    e_count := e_count + 2;
    out_from_after[i] := from_after;
    out_to_after[i] := to_after;
    out_replayed[i] := false;
  END LOOP;

  IF e_count > 0 THEN
    INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, balance_after_minor)
    SELECT e.t, e.a, e.m, e.b FROM unnest(e_transfer, e_account, e_amount, e_after) WITH ORDINALITY AS e(t, a, m, b, ord)
     ORDER BY e.ord;

    WITH upd AS (
      UPDATE ledger_accounts AS a
         SET balance_minor = a.balance_minor + (d.balance - d.start), updated_at = now()
        FROM unnest(acc_ids, acc_start, acc_balance) AS d(id, start, balance)
       WHERE a.id = d.id AND d.balance <> d.start
      RETURNING a.balance_minor, d.balance
    )
    SELECT count(*), count(*) FILTER (WHERE upd.balance_minor <> upd.balance) INTO changed, mismatched FROM upd;
    IF mismatched > 0 OR changed <> (SELECT count(*) FROM unnest(acc_start, acc_balance) AS d(s, b) WHERE d.s <> d.b) THEN
      RAISE EXCEPTION 'account balances after update differ from the posting' USING ERRCODE = 'LD005';
    END IF;
  END IF;

  RETURN QUERY
    SELECT o.ord::integer, o.id, o.fa, o.ta, o.rp, o.cr
      FROM unnest(out_ids, out_from_after, out_to_after, out_replayed, causes) WITH ORDINALITY AS o(id, fa, ta, rp, cr, ord)
     ORDER BY o.ord;
END
$$;
