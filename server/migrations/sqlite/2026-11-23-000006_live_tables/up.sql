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

-- SQLite cannot drop a table constraint: the table is rebuilt with the new columns.
CREATE TABLE game_rounds_new (
    id TEXT PRIMARY KEY NOT NULL,
    request_key TEXT NOT NULL UNIQUE,
    owner TEXT NOT NULL,
    player_id TEXT REFERENCES players (id),
    mode TEXT NOT NULL,
    game_id TEXT NOT NULL,
    currency TEXT NOT NULL,
    seed_id TEXT NOT NULL REFERENCES fair_seeds (id),
    nonce BIGINT NOT NULL,
    bet TEXT NOT NULL,
    actions TEXT NOT NULL,
    view TEXT NOT NULL,
    stake_cents BIGINT NOT NULL,
    win_cents BIGINT NOT NULL,
    finished BOOLEAN NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    live_round_id TEXT REFERENCES live_rounds (id),
    config_hash TEXT
);
INSERT INTO game_rounds_new
    (id, request_key, owner, player_id, mode, game_id, currency, seed_id, nonce, bet, actions,
     view, stake_cents, win_cents, finished, created_at, updated_at)
SELECT id, request_key, owner, player_id, mode, game_id, currency, seed_id, nonce, bet, actions,
     view, stake_cents, win_cents, finished, created_at, updated_at FROM game_rounds;
DROP TABLE game_rounds;
ALTER TABLE game_rounds_new RENAME TO game_rounds;
CREATE INDEX game_rounds_owner ON game_rounds (owner, created_at);
CREATE INDEX game_rounds_open ON game_rounds (owner, game_id, finished);
CREATE UNIQUE INDEX game_rounds_nonce ON game_rounds (seed_id, nonce) WHERE live_round_id IS NULL;
CREATE INDEX game_rounds_live ON game_rounds (live_round_id) WHERE live_round_id IS NOT NULL;
