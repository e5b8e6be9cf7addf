-- Games: play-money sessions, provably fair seed pairs and rounds.
--
-- Fun play needs no account: a fun session holds its play-money balance, and never touches the
-- ledger. Real play moves money only through the ledger (keys `game:<round>:bet`,
-- `game:<round>:win`, `game:<round>:rollback`); the round row tells its story.
CREATE TABLE fun_sessions (
    id TEXT PRIMARY KEY NOT NULL,
    player_id TEXT REFERENCES players (id),
    balance_cents BIGINT NOT NULL CHECK (balance_cents >= 0),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- `owner` is `player:<id>` for real play or `fun:<session>`. One active pair per owner; a
-- rotation retires it and reveals its server seed.
CREATE TABLE fair_seeds (
    id TEXT PRIMARY KEY NOT NULL,
    owner TEXT NOT NULL,
    server_seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    client_seed TEXT NOT NULL,
    next_nonce BIGINT NOT NULL DEFAULT 0,
    active BOOLEAN NOT NULL,
    created_at BIGINT NOT NULL,
    revealed_at BIGINT
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (owner) WHERE active;
CREATE INDEX fair_seeds_owner ON fair_seeds (owner, created_at);

-- `request_key` is the player's idempotency key scoped to the owner; `bet`, `actions` and
-- `view` are the engine's JSON. A finished round never changes again.
CREATE TABLE game_rounds (
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
    UNIQUE (seed_id, nonce)
);
CREATE INDEX game_rounds_owner ON game_rounds (owner, created_at);
CREATE INDEX game_rounds_open ON game_rounds (owner, game_id, finished);
