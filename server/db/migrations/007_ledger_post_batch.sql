-- ledger_post_batch: group commit. Many postings (each: its transfers and optionally its cause statement) in one
-- statement, so one round trip and one transaction carry them all, while every posting keeps its own outcome: a
-- refused posting returns its error (SQLSTATE, message, detail) and leaves nothing behind, the others commit.
-- server/ledger/posting-batcher.ts queues concurrent callers and sends their postings here.
--
-- p_sizes: the number of transfers of each posting; the transfer arrays hold the postings one after another.
-- p_cause_texts: each posting's cause statement (NULL: none). It runs as a session prepared statement
-- (ledger_cause_<md5 of the text>), its parameters given as text like the wire protocol's, p_cause_param_counts
-- of them per posting in p_cause_params. It must return exactly one row; a `cause_ref` column fills the posting's
-- transfers without a cause ref, and the row comes back as JSON.
--
-- Locking: every batch first locks all its accounts in id order, then runs the cause statements, then posts
-- (ledger_post re-takes locks it holds). So two batches sharing an account never wait on each other in a cycle:
-- the later one waits for the earlier one's commit before it writes anything. (Retries of one bet touch the same
-- accounts, so their cause rows cannot deadlock either.)
-- Fast path, in one subtransaction: ledger_post_all() over the whole batch (one ledger_post call). It fails if
-- any posting would (refusal, a key used twice in the batch, a failing cause statement); then the subtransaction
-- is rolled back and the slow path runs: the locks, then each posting alone through ledger_post_all() in its own
-- subtransaction (BEGIN/EXCEPTION), in order, so one refused posting rolls back only itself. Postings see the
-- earlier postings of the batch as committed: a key used twice replays (same data) or conflicts (LD002), as it
-- would one by one. At most 64 postings per call: more subtransactions would overflow the subxid cache.
-- A batch of one needs no subtransaction: its refusal is the statement's error.

-- All postings of a batch, all or nothing: lock, cause statements, one ledger_post over every transfer.
-- The cause statements must be prepared already (ledger_post_batch does it).
CREATE FUNCTION ledger_post_all(
  p_sizes integer[],
  p_keys text[],
  p_from bigint[],
  p_to bigint[],
  p_amounts bigint[],
  p_currencies text[],
  p_kinds text[],
  p_cause_refs text[],
  p_cause_names text[],
  p_cause_param_counts integer[],
  p_cause_params text[]
) RETURNS TABLE (
  r_posting integer,
  r_ord integer,
  r_id bigint,
  r_from_after bigint,
  r_to_after bigint,
  r_replayed boolean,
  r_cause_ref text,
  r_cause jsonb
)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  m integer := array_length(p_sizes, 1);
  refs text[] := p_cause_refs;
  starts integer[];
  posting_of integer[];
  causes jsonb[];
  cause_row record;
  cause_ref text;
  args text;
  next_start integer := 1;
  next_param integer := 1;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_from || p_to) ORDER BY id FOR UPDATE;
  FOR i IN 1..m LOOP
    starts[i] := next_start;
    FOR j IN next_start..next_start + p_sizes[i] - 1 LOOP
      posting_of[j] := i;
    END LOOP;
    next_start := next_start + p_sizes[i];
    CONTINUE WHEN p_cause_names[i] IS NULL;
    args := NULL;
    FOR k IN next_param..next_param + p_cause_param_counts[i] - 1 LOOP
      args := CASE WHEN args IS NULL THEN '' ELSE args || ', ' END || quote_nullable(p_cause_params[k]);
    END LOOP;
    next_param := next_param + p_cause_param_counts[i];
    IF args IS NULL THEN
      EXECUTE format('EXECUTE %I', p_cause_names[i]) INTO STRICT cause_row;
    ELSE
      EXECUTE format('EXECUTE %I(%s)', p_cause_names[i], args) INTO STRICT cause_row;
    END IF;
    causes[i] := to_jsonb(cause_row);
    cause_ref := causes[i] ->> 'cause_ref';
    FOR j IN starts[i]..starts[i] + p_sizes[i] - 1 LOOP
      refs[j] := coalesce(refs[j], cause_ref);
    END LOOP;
  END LOOP;

  RETURN QUERY
    SELECT posting_of[p.r_ord], p.r_ord - starts[posting_of[p.r_ord]] + 1, p.r_id, p.r_from_after, p.r_to_after,
           p.r_replayed, p.r_cause_ref, CASE WHEN p.r_ord = starts[posting_of[p.r_ord]] THEN causes[posting_of[p.r_ord]] END
      FROM ledger_post(p_keys, p_from, p_to, p_amounts, p_currencies, p_kinds, refs) AS p
     ORDER BY p.r_ord;
END
$$;

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
  p_cause_params text[]
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
  -- Names of the cause statements this session has prepared; a hint kept in a setting (reverted with a rolled-back
  -- transaction although the prepared statement stays, hence the pg_prepared_statements check on a miss).
  known text := coalesce(current_setting('ledger.prepared_causes', true), '');
  known_changed boolean := false;
  prepare_failed boolean := false;
  s integer;
  e integer;
  err_code text;
  err_message text;
  err_detail text;
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

  -- Prepared once per connection (a prepared statement outlives a rolled-back transaction). Preparing writes
  -- nothing, so these subtransactions take no subxid.
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

  IF NOT prepare_failed THEN
    BEGIN
      -- ledger_post_all returns all its rows or raises before any, so nothing is appended if this block fails.
      RETURN QUERY
        SELECT a.*, NULL::text, NULL::text, NULL::text
          FROM ledger_post_all(p_sizes, p_keys, p_from, p_to, p_amounts, p_currencies, p_kinds, p_cause_refs, names,
                               p_cause_param_counts, p_cause_params) AS a;
      RETURN;
    EXCEPTION WHEN OTHERS THEN
      NULL; -- Some posting is refused: the slow path finds which.
    END;
  END IF;

  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_from || p_to) ORDER BY id FOR UPDATE;
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
