-- The keys two accounts of one person share (casino-core's `linking`): the mailbox their e-mail
-- delivers to, their name and birth date, and a withdrawal's destination (an IBAN, an address).
-- Written with the row; rows written before are filled in by the server at start-up
-- (`accounts::linked::backfill`), so the rule stays in Rust.
ALTER TABLE players ADD COLUMN mailbox_key TEXT;
ALTER TABLE players ADD COLUMN identity_key TEXT;
ALTER TABLE payment_orders ADD COLUMN payout_key TEXT;
-- The percent of a round's real stakes that earns loyalty points: its game's weight when it was
-- played (casino-core's `game_weight`: 10 for a game whose best bet leaves the house under 2 %).
ALTER TABLE game_rounds ADD COLUMN weight BIGINT NOT NULL DEFAULT 100;
CREATE INDEX players_mailbox_key ON players (mailbox_key);
CREATE INDEX players_identity_key ON players (identity_key);
CREATE INDEX payment_orders_payout_key ON payment_orders (payout_key) WHERE payout_key IS NOT NULL;
