-- A player's net winnings in real money per hour of his rounds' opening: what the finished rounds
-- opened in that hour paid less what they staked. The net winnings cap sums the last 24 hours from
-- these (and the rounds of the one hour it starts in), instead of every round of the day: a busy
-- player has thousands, and the sum ran before every win.
CREATE TABLE net_winnings_hours (
    player_id TEXT NOT NULL,
    currency TEXT NOT NULL,
    hour BIGINT NOT NULL,
    net_cents BIGINT NOT NULL,
    PRIMARY KEY (player_id, currency, hour)
);
INSERT INTO net_winnings_hours (player_id, currency, hour, net_cents)
SELECT player_id, currency, created_at - created_at % 3600000,
       SUM(win_cents - withheld_cents - stake_cents)
FROM game_rounds
WHERE mode = 'real' AND finished AND player_id IS NOT NULL
GROUP BY player_id, currency, created_at - created_at % 3600000;
