-- Processors' callbacks received lately, by the SHA-256 of their signed body: one received again
-- is refused (a captured callback cannot be played twice). Rows older than the freshness window
-- are deleted as new ones come.
CREATE TABLE payment_callbacks (
    digest TEXT PRIMARY KEY,
    processor TEXT NOT NULL,
    received_at BIGINT NOT NULL
);
-- Rate limits: one counter per subject (an account's sign-ins, an address's sign-ups...) for the
-- window that started at window_start. One upsert counts a hit and reads the count, so parallel
-- requests are counted one after another on both databases.
CREATE TABLE rate_limits (
    subject TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    hits BIGINT NOT NULL,
    last_at BIGINT NOT NULL
);
-- The first administrator's approval of a decision that needs two (a large payout, a wire
-- deposit's receipt): the second, a different administrator, carries it out.
CREATE TABLE staff_approvals (
    order_id TEXT NOT NULL,
    action TEXT NOT NULL,
    staff_id TEXT NOT NULL,
    staff TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (order_id, action)
);
-- The staff log is append-only: no line is ever changed or removed, whatever code runs.
CREATE TRIGGER staff_actions_no_update BEFORE UPDATE ON staff_actions
BEGIN SELECT RAISE(ABORT, 'the staff log is append-only'); END;
CREATE TRIGGER staff_actions_no_delete BEFORE DELETE ON staff_actions
BEGIN SELECT RAISE(ABORT, 'the staff log is append-only'); END;
-- Coins that arrived while their player could not deposit (a break, a closed or suspended
-- account, a deposit limit) are held, not credited: why, for the staff who credit or return them.
ALTER TABLE payment_orders ADD COLUMN hold_reason TEXT;
-- When the player's session began (the session time limit counts from it): the first sign-in of
-- the day, or the first after a pause of 30 minutes, not every sign-in.
ALTER TABLE players ADD COLUMN session_started_at BIGINT;
-- The example codes are a development site's only (created at its start): a production site
-- offers the codes its administrators make.
DELETE FROM promo_codes WHERE code IN ('WELCOME100', 'EMERAUDE');
-- Sessions their player signed out of: their tokens are refused until they would have expired
-- (rows past `until` are deleted as new ones come).
CREATE TABLE revoked_sessions (
    sid TEXT PRIMARY KEY,
    until BIGINT NOT NULL
);
