-- When a rate-limited subject may be counted again after a slowed attempt (0: no wait). Apart
-- from `last_at`, which every hit moves to its own clock reading: parallel requests read the clock
-- before they queue for the row, and an earlier reading written after a later one must not pass
-- for a wait.
ALTER TABLE rate_limits ADD COLUMN wait_until BIGINT NOT NULL DEFAULT 0;
