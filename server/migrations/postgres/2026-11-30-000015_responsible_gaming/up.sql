-- Responsible gaming. The limits a player sets on themselves: deposits (and, later, losses) per
-- rolling day, week and month. Every change is a row, never an update: the limit in force is
-- the newest row already effective, so a raise waiting its 24 hours of cooling-off is overtaken
-- by any later change, and the history says what the player chose and when. `cents` NULL is
-- "no limit" (a removal, which waits like a raise). `version` orders the changes of one limit
-- (two in the same millisecond too); the unique key turns a race into a refusal.
CREATE TABLE player_limits (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    period TEXT NOT NULL,
    version BIGINT NOT NULL,
    cents BIGINT,
    effective_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (player_id, kind, period, version)
);

-- A break the player took (`time_out` or `self_exclusion`) and when it ends: until then no
-- deposit and no real-money play; withdrawals stay open.
ALTER TABLE players ADD COLUMN break_kind TEXT;
ALTER TABLE players ADD COLUMN break_until BIGINT;
