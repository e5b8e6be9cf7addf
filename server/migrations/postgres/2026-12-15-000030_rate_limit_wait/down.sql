ALTER TABLE rate_limits DROP COLUMN wait_until;
