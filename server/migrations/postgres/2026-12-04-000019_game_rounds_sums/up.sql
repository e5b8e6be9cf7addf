-- The sums a real-money round asks for over the player's last 24 hours (net winnings before a
-- win, what was staked and paid for a loss limit) read only this index, not the rows: a
-- round's row holds its bet and view, and a busy player has thousands of rounds a day. The index
-- still orders a player's rounds by time for the history lists, as the one it replaces did.
DROP INDEX game_rounds_owner;
CREATE INDEX game_rounds_owner ON game_rounds
    (owner, created_at, currency, finished, id, stake_cents, win_cents, withheld_cents);
