-- ledger_post_all: all postings of a batch, all or nothing: lock, cause statements, one ledger_post over every
-- transfer. The cause statements must be prepared already (ledger_post_batch does it).
CREATE OR REPLACE FUNCTION ledger_post_all(
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
