-- The feeds and the profile history read the shared-round games' bets beside game_bets (server/games/feed,
-- server/games/history). The feeds take each game's newest settled real-money bets: these partial indexes give them
-- newest first, as game_bets_feed_idx does (high rollers scan the settled ones; big wins only the paid ones). The
-- history reads each player's bets by the (user_id, id DESC) indexes of migrations 016 and 017.
CREATE INDEX crash_bets_feed_idx ON crash_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND state IN ('cashed_out', 'lost');
CREATE INDEX crash_bets_paid_idx ON crash_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND payout_minor > 0;
CREATE INDEX roulette_bets_feed_idx ON roulette_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND state IN ('won', 'lost');
CREATE INDEX roulette_bets_paid_idx ON roulette_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND payout_minor > 0;
CREATE INDEX room_bets_feed_idx ON room_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND state IN ('won', 'lost');
CREATE INDEX room_bets_paid_idx ON room_bets (settled_at DESC, id DESC) WHERE demo_session_id IS NULL AND payout_minor > 0;
