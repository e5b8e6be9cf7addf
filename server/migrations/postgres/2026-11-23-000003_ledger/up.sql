-- The double-entry ledger (DESIGN.md section 2). Every money movement is one row of
-- ledger_transactions, keyed by its idempotency key, with postings that sum to zero. A player's
-- balances are kept in one wallet row per currency, updated in the same database transaction as
-- the postings; house, clearing and fee accounts have no row (their totals are sums of postings),
-- so no shared row is written per movement.
CREATE TABLE wallets (
    player_id TEXT NOT NULL REFERENCES players (id),
    currency TEXT NOT NULL,
    real_cents BIGINT NOT NULL DEFAULT 0 CHECK (real_cents >= 0),
    bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, currency)
);

CREATE TABLE ledger_transactions (
    id TEXT PRIMARY KEY NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    player_id TEXT REFERENCES players (id),
    currency TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX ledger_transactions_player ON ledger_transactions (player_id, created_at);

CREATE TABLE ledger_postings (
    id TEXT PRIMARY KEY NOT NULL,
    transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
    account TEXT NOT NULL,
    currency TEXT NOT NULL,
    amount_cents BIGINT NOT NULL
);
CREATE INDEX ledger_postings_transaction ON ledger_postings (transaction_id);
CREATE INDEX ledger_postings_account ON ledger_postings (account, currency);
