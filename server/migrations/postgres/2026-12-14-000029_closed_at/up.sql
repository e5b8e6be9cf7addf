-- When the account was closed (NULL while it is not): what the anti-money-laundering review
-- dates a closure by. `updated_at` moves with any later change, and a closed player may still
-- change their language or newsletter choice in the restricted area.
ALTER TABLE players ADD COLUMN closed_at BIGINT;
UPDATE players SET closed_at = updated_at WHERE status = 'closed';
