-- ledger_refuse: a cause statement that refuses for a domain reason (a stale nonce, a closed round) calls
-- ledger_refuse('reason'): SQLSTATE LD100, the reason as the message; the ledger throws CauseRefusedError(reason)
-- and nothing is written.
CREATE OR REPLACE FUNCTION ledger_refuse(p_reason text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION '%', p_reason USING ERRCODE = 'LD100';
END
$$;
