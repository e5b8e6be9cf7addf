ALTER TABLE game_rounds DROP COLUMN engine_hash;
ALTER TABLE game_rounds DROP COLUMN engine_version;
