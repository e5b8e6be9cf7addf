-- Live tables and the configuration every round was played under.
--
-- A live table runs one round at a time for everyone seated at it. Each round has its own seed
-- pair (owner `table:<game>`), committed when betting opens and revealed when it settles; its
-- nonce is the round number. A player's chips on it are a `game_rounds` row pointing at it, so
-- the bet history, the round view and the verifier treat them like any other bet. Several bets
-- then share one seed and nonce: the uniqueness of (seed, nonce) holds for the other rounds only.
CREATE TABLE live_rounds (
    id TEXT PRIMARY KEY NOT NULL,
    game_id TEXT NOT NULL,
    round_no BIGINT NOT NULL,
    seed_id TEXT NOT NULL REFERENCES fair_seeds (id),
    phase TEXT NOT NULL,
    closes_at BIGINT NOT NULL,
    settled_at BIGINT,
    next_at BIGINT,
    number INTEGER,
    bets BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (game_id, round_no)
);

-- An engine configuration by its SHA-256: a round keeps the hash of the one it ran, so a later
-- change to the catalogue never changes how an old round replays.
CREATE TABLE game_configs (
    hash TEXT PRIMARY KEY NOT NULL,
    game_id TEXT NOT NULL,
    config TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_seed_id_nonce_key;
ALTER TABLE game_rounds ADD COLUMN live_round_id TEXT REFERENCES live_rounds (id);
ALTER TABLE game_rounds ADD COLUMN config_hash TEXT;
CREATE UNIQUE INDEX game_rounds_nonce ON game_rounds (seed_id, nonce) WHERE live_round_id IS NULL;
CREATE INDEX game_rounds_live ON game_rounds (live_round_id) WHERE live_round_id IS NOT NULL;
