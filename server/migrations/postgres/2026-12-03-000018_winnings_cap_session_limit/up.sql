-- The part of a finished round's win not paid because it would have taken the player's net
-- winnings past 5,000 EUR in 24 hours. `win_cents` stays what the engine drew (the round still
-- verifies); what was paid is `win_cents - withheld_cents`.
ALTER TABLE game_rounds ADD COLUMN withheld_cents BIGINT NOT NULL DEFAULT 0;
-- Real-money play waits 24 hours after a cut win: every real bet asks for the owner's last one,
-- a probe into this index of the few rounds that have one.
CREATE INDEX game_rounds_withheld ON game_rounds (owner, updated_at) WHERE withheld_cents > 0;

-- The player's session time limit and a less protective change waiting its 24 hours, as JSON
-- (casino-core's `SessionLimit`; NULL: never set). On the player's row, which every bet reads
-- already, so a bet costs no extra read; one column, as the row is at diesel's 32 columns.
ALTER TABLE players ADD COLUMN session_limit TEXT;
