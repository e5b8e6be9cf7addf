DROP TABLE crypto_addresses;
DROP TABLE payment_orders;
ALTER TABLE players DROP COLUMN verification;
