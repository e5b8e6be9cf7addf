DROP INDEX game_rounds_live;
DROP INDEX game_rounds_nonce;
DELETE FROM game_rounds WHERE live_round_id IS NOT NULL;
ALTER TABLE game_rounds DROP COLUMN config_hash;
ALTER TABLE game_rounds DROP COLUMN live_round_id;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_seed_id_nonce_key UNIQUE (seed_id, nonce);
DROP TABLE game_configs;
DROP TABLE live_rounds;
