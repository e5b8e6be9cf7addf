DROP TABLE loyalty_redemptions;
ALTER TABLE game_rounds DROP COLUMN bonus_stake_cents;
DROP TABLE player_bonuses;
