-- When the player last signed in (NULL: not since this column came; their registration counts):
-- twelve months without one make an account dormant.
ALTER TABLE players ADD COLUMN last_login_at BIGINT;
-- A closure announced to the player at least 24 hours ahead (a dormant account); signing in
-- before it clears it.
ALTER TABLE players ADD COLUMN closing_at BIGINT;

-- What the scheduled jobs did to an account, once per kind and period whichever instance ran
-- them: the primary key lets one insert win, and only the winner acts and writes to the player.
CREATE TABLE account_notices (
    player_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    period TEXT NOT NULL,
    sent_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, kind, period)
);
