-- ledger_post_batch, second version (first: migration 007). Changes:
-- * Every batch of more than one posting locks its accounts in id order first, then pre-checks funds: postings are
--   simulated in order against the locked balances, and one whose debit would take a player account below zero is
--   refused on its own (LD001, as ledger_post would report it) and left out; the rest go through the fast path in
--   one ledger_post call. Before, one refusal sent the whole batch to the slow path (a subtransaction per posting).
--   A posting whose outcome the simulation cannot know (a key that exists or repeats in the batch, an account it
--   touches that such a posting touches, an unknown account, a malformed transfer) is left in: ledger_post decides,
--   and if the fast path fails anyway the slow path decides every posting as before.
-- * p_lock_timeout_ms: the lock timeout of the batch's transaction (NULL: the session's).
DROP FUNCTION ledger_post_batch(integer[], text[], bigint[], bigint[], bigint[], text[], text[], text[], text[], integer[], text[]);

CREATE FUNCTION ledger_post_batch(
  p_sizes integer[],
  p_keys text[],
  p_from bigint[],
  p_to bigint[],
  p_amounts bigint[],
  p_currencies text[],
  p_kinds text[],
  p_cause_refs text[],
  p_cause_texts text[],
  p_cause_param_counts integer[],
  p_cause_params text[],
  p_lock_timeout_ms integer
) RETURNS TABLE (
  r_posting integer,
  r_ord integer,
  r_id bigint,
  r_from_after bigint,
  r_to_after bigint,
  r_replayed boolean,
  r_cause_ref text,
  r_cause jsonb,
  r_error_code text,
  r_error_message text,
  r_error_detail text
)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  m integer := coalesce(array_length(p_sizes, 1), 0);
  n integer := coalesce(array_length(p_keys, 1), 0);
  names text[];
  starts integer[];
  param_starts integer[];
  next_start integer := 1;
  next_param integer := 1;
  known text := coalesce(current_setting('ledger.prepared_causes', true), '');
  known_changed boolean := false;
  prepare_failed boolean := false;
  s integer;
  e integer;
  err_code text;
  err_message text;
  err_detail text;
  -- The pre-check.
  acc_ids bigint[];
  acc_kinds text[];
  acc_currencies text[];
  acc_balance bigint[];
  sim bigint[];
  existing text[];
  seen text[] := '{}';
  tainted bigint[] := '{}';
  uncertain boolean;
  short_account bigint;
  fi integer;
  ti integer;
  kept integer[] := '{}';
  ki integer;
  refused integer[] := '{}';
  refused_account bigint[] := '{}';
  k_sizes integer[];
  k_keys text[];
  k_from bigint[];
  k_to bigint[];
  k_amounts bigint[];
  k_currencies text[];
  k_kinds text[];
  k_refs text[];
  k_names text[];
  k_counts integer[];
  k_params text[] := '{}';
BEGIN
  IF m NOT BETWEEN 1 AND 64 OR array_length(p_cause_texts, 1) IS DISTINCT FROM m
     OR array_length(p_cause_param_counts, 1) IS DISTINCT FROM m OR array_length(p_cause_refs, 1) IS DISTINCT FROM n THEN
    RAISE EXCEPTION 'ledger_post_batch: malformed batch' USING ERRCODE = 'LD003';
  END IF;
  FOR i IN 1..m LOOP
    IF p_sizes[i] IS NULL OR p_sizes[i] < 1 OR p_cause_param_counts[i] IS NULL OR p_cause_param_counts[i] < 0 THEN
      RAISE EXCEPTION 'ledger_post_batch: malformed batch' USING ERRCODE = 'LD003';
    END IF;
    starts[i] := next_start;
    param_starts[i] := next_param;
    next_start := next_start + p_sizes[i];
    next_param := next_param + p_cause_param_counts[i];
    IF p_cause_texts[i] IS NOT NULL THEN
      names[i] := 'ledger_cause_' || md5(p_cause_texts[i]);
    END IF;
  END LOOP;
  IF next_start - 1 <> n OR next_param - 1 <> coalesce(array_length(p_cause_params, 1), 0) THEN
    RAISE EXCEPTION 'ledger_post_batch: malformed batch' USING ERRCODE = 'LD003';
  END IF;
  IF p_lock_timeout_ms IS NOT NULL THEN
    PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
  END IF;

  FOR i IN 1..m LOOP
    CONTINUE WHEN names[i] IS NULL OR position(names[i] IN known) > 0;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_prepared_statements WHERE name = names[i]) THEN
        EXECUTE format('PREPARE %I AS %s', names[i], p_cause_texts[i]);
      END IF;
      known := known || names[i] || ',';
      known_changed := true;
    EXCEPTION WHEN OTHERS THEN
      prepare_failed := true;
    END;
  END LOOP;
  IF known_changed THEN
    PERFORM set_config('ledger.prepared_causes', known, false);
  END IF;

  IF m = 1 AND NOT prepare_failed THEN
    RETURN QUERY
      SELECT a.*, NULL::text, NULL::text, NULL::text
        FROM ledger_post_all(p_sizes, p_keys, p_from, p_to, p_amounts, p_currencies, p_kinds, p_cause_refs, names,
                             p_cause_param_counts, p_cause_params) AS a;
    RETURN;
  END IF;

  -- Lock first, in id order, before any cause statement runs (as ledger_post_all does).
  SELECT array_agg(l.id ORDER BY l.id), array_agg(l.kind ORDER BY l.id), array_agg(l.currency ORDER BY l.id),
         array_agg(l.balance_minor ORDER BY l.id)
    INTO acc_ids, acc_kinds, acc_currencies, acc_balance
    FROM (SELECT id, kind, currency, balance_minor FROM ledger_accounts WHERE id = ANY (p_from || p_to) ORDER BY id FOR UPDATE) AS l;

  IF NOT prepare_failed THEN
    SELECT coalesce(array_agg(idempotency_key), '{}') INTO existing FROM ledger_transfers WHERE idempotency_key = ANY (p_keys);
    FOR i IN 1..m LOOP
      s := starts[i];
      e := starts[i] + p_sizes[i] - 1;
      uncertain := false;
      FOR j IN s..e LOOP
        fi := array_position(acc_ids, p_from[j]);
        ti := array_position(acc_ids, p_to[j]);
        IF fi IS NULL OR ti IS NULL OR fi = ti OR p_keys[j] IS NULL OR p_keys[j] = ANY (existing) OR p_keys[j] = ANY (seen)
           OR p_from[j] = ANY (tainted) OR p_to[j] = ANY (tainted) OR p_amounts[j] IS NULL OR p_amounts[j] <= 0
           OR p_currencies[j] IS DISTINCT FROM acc_currencies[fi] OR p_currencies[j] IS DISTINCT FROM acc_currencies[ti] THEN
          uncertain := true;
        END IF;
      END LOOP;
      seen := seen || p_keys[s:e];
      IF uncertain THEN
        tainted := tainted || p_from[s:e] || p_to[s:e];
        kept := kept || i;
        CONTINUE;
      END IF;
      sim := acc_balance;
      short_account := NULL;
      FOR j IN s..e LOOP
        fi := array_position(acc_ids, p_from[j]);
        ti := array_position(acc_ids, p_to[j]);
        sim[fi] := sim[fi] - p_amounts[j];
        IF sim[fi] < 0 AND acc_kinds[fi] <> 'house' THEN
          short_account := p_from[j];
          EXIT;
        END IF;
        sim[ti] := sim[ti] + p_amounts[j];
      END LOOP;
      IF short_account IS NULL THEN
        acc_balance := sim;
        kept := kept || i;
      ELSE
        refused := refused || i;
        refused_account := refused_account || short_account;
      END IF;
    END LOOP;

    IF coalesce(array_length(refused, 1), 0) = 0 THEN
      k_sizes := p_sizes; k_keys := p_keys; k_from := p_from; k_to := p_to; k_amounts := p_amounts;
      k_currencies := p_currencies; k_kinds := p_kinds; k_refs := p_cause_refs; k_names := names;
      k_counts := p_cause_param_counts; k_params := p_cause_params;
    ELSE
      FOREACH ki IN ARRAY kept LOOP
        s := starts[ki];
        e := starts[ki] + p_sizes[ki] - 1;
        k_sizes := k_sizes || p_sizes[ki];
        k_keys := k_keys || p_keys[s:e];
        k_from := k_from || p_from[s:e];
        k_to := k_to || p_to[s:e];
        k_amounts := k_amounts || p_amounts[s:e];
        k_currencies := k_currencies || p_currencies[s:e];
        k_kinds := k_kinds || p_kinds[s:e];
        k_refs := k_refs || p_cause_refs[s:e];
        k_names := k_names || names[ki];
        k_counts := k_counts || p_cause_param_counts[ki];
        k_params := k_params || p_cause_params[param_starts[ki]:param_starts[ki] + p_cause_param_counts[ki] - 1];
      END LOOP;
    END IF;

    BEGIN
      IF coalesce(array_length(k_sizes, 1), 0) > 0 THEN
        -- ledger_post_all returns all its rows or raises before any, so nothing is appended if this block fails.
        RETURN QUERY
          SELECT kept[a.r_posting], a.r_ord, a.r_id, a.r_from_after, a.r_to_after, a.r_replayed, a.r_cause_ref, a.r_cause,
                 NULL::text, NULL::text, NULL::text
            FROM ledger_post_all(k_sizes, k_keys, k_from, k_to, k_amounts, k_currencies, k_kinds, k_refs, k_names,
                                 k_counts, k_params) AS a;
      END IF;
      RETURN QUERY
        SELECT r.i, NULL::integer, NULL::bigint, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text, NULL::jsonb,
               'LD001'::text, 'Insufficient funds on account ' || r.acc, r.acc::text
          FROM unnest(refused, refused_account) AS r(i, acc);
      RETURN;
    EXCEPTION WHEN OTHERS THEN
      NULL; -- Some posting is refused for a reason the pre-check cannot see: the slow path finds which.
    END;
  END IF;

  FOR i IN 1..m LOOP
    s := starts[i];
    e := starts[i] + p_sizes[i] - 1;
    BEGIN
      IF names[i] IS NOT NULL AND position(names[i] IN known) = 0 THEN
        -- Its PREPARE failed above: again, so that this posting reports the error.
        EXECUTE format('PREPARE %I AS %s', names[i], p_cause_texts[i]);
      END IF;
      RETURN QUERY
        SELECT i, a.r_ord, a.r_id, a.r_from_after, a.r_to_after, a.r_replayed, a.r_cause_ref, a.r_cause,
               NULL::text, NULL::text, NULL::text
          FROM ledger_post_all(ARRAY[p_sizes[i]], p_keys[s:e], p_from[s:e], p_to[s:e], p_amounts[s:e], p_currencies[s:e],
                               p_kinds[s:e], p_cause_refs[s:e], names[i:i], p_cause_param_counts[i:i],
                               p_cause_params[param_starts[i]:param_starts[i] + p_cause_param_counts[i] - 1]) AS a;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS err_code = RETURNED_SQLSTATE, err_message = MESSAGE_TEXT, err_detail = PG_EXCEPTION_DETAIL;
      RETURN QUERY SELECT i, NULL::integer, NULL::bigint, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text, NULL::jsonb,
                          err_code, err_message, err_detail;
    END;
  END LOOP;
END
$$;
