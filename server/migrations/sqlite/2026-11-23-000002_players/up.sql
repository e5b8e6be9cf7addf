-- Players. Uniqueness is checked on normalised keys (lower-case username and e-mail, digits-only
-- phone), so "Lucie" and "lucie" are one account. `session_version` is copied into every token:
-- raising it ends every session of the player (password change, suspension).
CREATE TABLE players (
    id TEXT PRIMARY KEY NOT NULL,
    username TEXT NOT NULL,
    username_key TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    phone TEXT NOT NULL,
    phone_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    gender TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    address TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    city TEXT NOT NULL,
    country TEXT NOT NULL,
    language TEXT NOT NULL,
    currency TEXT NOT NULL,
    newsletter BOOLEAN NOT NULL,
    promo_code TEXT,
    status TEXT NOT NULL,
    scopes TEXT NOT NULL,
    session_version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Single-use links sent by e-mail (activation, password reset): only a SHA-256 of the token is kept.
CREATE TABLE player_links (
    token_hash TEXT PRIMARY KEY NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    purpose TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);
CREATE INDEX player_links_player ON player_links (player_id);

-- Failed sign-ins, by account and by address, for the login limiter (shared by every instance).
CREATE TABLE login_failures (
    id TEXT PRIMARY KEY NOT NULL,
    subject TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX login_failures_subject_at ON login_failures (subject, at);

-- Promo codes a player may give at registration.
CREATE TABLE promo_codes (
    code TEXT PRIMARY KEY NOT NULL,
    active BOOLEAN NOT NULL
);
INSERT INTO promo_codes (code, active) VALUES ('WELCOME100', TRUE), ('EMERAUDE', TRUE), ('SUMMER2023', FALSE);

-- Secrets the server generates once and every instance shares (the token signing key).
CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
