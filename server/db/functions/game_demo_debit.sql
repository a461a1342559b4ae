-- game_demo_debit: a demo stake from its session (refusing insufficient_funds or demo_session_invalid); the balance after.
CREATE OR REPLACE FUNCTION game_demo_debit(p_demo_session_id bigint, p_currency text, p_stake_minor bigint) RETURNS bigint
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  v_balance bigint;
BEGIN
  UPDATE game_demo_sessions d SET balance_minor = d.balance_minor - p_stake_minor
   WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now() AND d.balance_minor >= p_stake_minor
  RETURNING d.balance_minor INTO v_balance;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM game_demo_sessions d WHERE d.id = p_demo_session_id AND d.currency = p_currency AND d.expires_at > now()) THEN
      PERFORM ledger_refuse('insufficient_funds');
    END IF;
    PERFORM ledger_refuse('demo_session_invalid');
  END IF;
  RETURN v_balance;
END
$$;
