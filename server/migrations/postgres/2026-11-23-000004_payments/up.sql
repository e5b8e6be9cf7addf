-- Payments: deposit and withdrawal orders, players' crypto deposit addresses, and how far each
-- player's identity is verified (set by an administrator until the KYC flow exists).
ALTER TABLE players ADD COLUMN verification TEXT NOT NULL DEFAULT 'none';

-- One row per deposit or withdrawal. Money never moves here: the ledger holds it, under keys
-- derived from the order id (`deposit:<id>`, `withdrawal:<id>`, ...); this row tells the story
-- (processor, state, reference) the history and the administrators read. `request_key` is the
-- player's idempotency key, scoped to the player, so a retried request finds its first order.
-- Of a card only `details` is kept ("visa •••• 1111"): never the number or the CVV.
CREATE TABLE payment_orders (
    id TEXT PRIMARY KEY NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    kind TEXT NOT NULL,
    processor TEXT NOT NULL,
    currency TEXT NOT NULL,
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    fee_cents BIGINT NOT NULL DEFAULT 0,
    state TEXT NOT NULL,
    request_key TEXT NOT NULL UNIQUE,
    reference TEXT UNIQUE,
    details TEXT,
    destination TEXT,
    email TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX payment_orders_player ON payment_orders (player_id, created_at);
CREATE INDEX payment_orders_queue ON payment_orders (kind, state, created_at);
CREATE INDEX payment_orders_card_limit ON payment_orders (email, processor, created_at);

-- Deposit addresses, derived from the site's extended public key at `derivation_index`.
CREATE TABLE crypto_addresses (
    player_id TEXT NOT NULL REFERENCES players (id),
    asset TEXT NOT NULL,
    derivation_index BIGINT NOT NULL,
    address TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, asset),
    UNIQUE (asset, derivation_index)
);
