-- Players' bonuses: one row per bonus a player was offered or holds, with the terms it was
-- accepted under (casino-core's `BonusTerms` as JSON, copied from the campaign's version then, so
-- a later change of the campaign never changes a bonus already taken). The money itself is in
-- the ledger (the player's bonus account); this row tells its story and counts the wagering.
--
-- status: offered (chosen with a deposit not yet credited), active, wagered (converted to real
-- money), forfeited (cancelled by the player), expired, lost (the bonus money was played away).
-- `source` names what gave the bonus, unique, so it is given once: `welcome:{player}` once ever,
-- `weekly:{player}:{week}` once a week. `order_id` is the deposit an offer waits for.
CREATE TABLE player_bonuses (
    id TEXT PRIMARY KEY NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    currency TEXT NOT NULL,
    campaign_id TEXT NOT NULL,
    campaign_version BIGINT NOT NULL,
    terms TEXT NOT NULL,
    source TEXT NOT NULL UNIQUE,
    order_id TEXT,
    status TEXT NOT NULL,
    deposit_cents BIGINT NOT NULL,
    amount_cents BIGINT NOT NULL,
    wagering_required_cents BIGINT NOT NULL,
    wagered_cents BIGINT NOT NULL,
    converted_cents BIGINT NOT NULL,
    forfeited_cents BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    ended_at BIGINT
);
-- One active bonus per player at a time: the database refuses a second one even when two
-- deposits are credited at once.
CREATE UNIQUE INDEX player_bonuses_one_active ON player_bonuses (player_id) WHERE status = 'active';
CREATE INDEX player_bonuses_player ON player_bonuses (player_id, created_at);

-- The part of a round's stake that came from the bonus balance: its win goes back to the
-- balances in the same proportion.
ALTER TABLE game_rounds ADD COLUMN bonus_stake_cents BIGINT NOT NULL DEFAULT 0;

-- Loyalty points exchanged for bonus money. Points are earned on real-money stakes and counted
-- from the ledger when read (one point per euro wagered, casino-core's `points_earned`), so a
-- round writes nothing for them; what is spent is recorded here. `request_key` is the player's
-- idempotency key (scoped to the player): a retried redemption finds the first.
CREATE TABLE loyalty_redemptions (
    id TEXT PRIMARY KEY NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    request_key TEXT NOT NULL UNIQUE,
    points BIGINT NOT NULL,
    currency TEXT NOT NULL,
    bonus_cents BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX loyalty_redemptions_player ON loyalty_redemptions (player_id);
