DROP INDEX payment_orders_payout_key;
DROP INDEX players_identity_key;
DROP INDEX players_mailbox_key;
ALTER TABLE payment_orders DROP COLUMN payout_key;
ALTER TABLE game_rounds DROP COLUMN weight;
ALTER TABLE players DROP COLUMN identity_key;
ALTER TABLE players DROP COLUMN mailbox_key;
