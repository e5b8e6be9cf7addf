-- The code that decided each round: the engines' version and the SHA-256 of the games
-- WebAssembly the site served (none on rounds recorded before).
ALTER TABLE game_rounds ADD COLUMN engine_version TEXT;
ALTER TABLE game_rounds ADD COLUMN engine_hash TEXT;
