-- The top (server/modules/top) reads every game's settled real-money bets of the last day, week or month by time:
-- game_bets and the round bets by their feed indexes (migrations 015, 018); the casino wallet's bets and wins had
-- none by time alone.
CREATE INDEX casino_transactions_top_idx ON casino_transactions (created_at) WHERE kind IN ('bet', 'win') AND NOT rolled_back;
