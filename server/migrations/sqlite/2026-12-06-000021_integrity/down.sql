DROP TABLE revoked_sessions;
INSERT INTO promo_codes (code, active, campaign_id, single_use) VALUES ('WELCOME100', TRUE, 'bonus-code', FALSE), ('EMERAUDE', TRUE, 'bonus-code', FALSE);
ALTER TABLE players DROP COLUMN session_started_at;
ALTER TABLE payment_orders DROP COLUMN hold_reason;
DROP TRIGGER staff_actions_no_delete;
DROP TRIGGER staff_actions_no_update;
DROP TABLE staff_approvals;
DROP TABLE rate_limits;
DROP TABLE payment_callbacks;
