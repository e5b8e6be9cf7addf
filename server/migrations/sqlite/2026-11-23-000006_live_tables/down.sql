DELETE FROM game_rounds WHERE live_round_id IS NOT NULL;
DROP INDEX game_rounds_live;
DROP INDEX game_rounds_nonce;
ALTER TABLE game_rounds DROP COLUMN config_hash;
ALTER TABLE game_rounds DROP COLUMN live_round_id;
CREATE UNIQUE INDEX game_rounds_seed_nonce ON game_rounds (seed_id, nonce);
DROP TABLE game_configs;
DROP TABLE live_rounds;
