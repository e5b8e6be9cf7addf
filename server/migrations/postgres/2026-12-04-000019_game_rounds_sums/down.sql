DROP INDEX game_rounds_owner;
CREATE INDEX game_rounds_owner ON game_rounds (owner, created_at);
