DELETE FROM bonus_campaign_texts WHERE campaign_id = 'bonus-code';
DELETE FROM bonus_campaigns WHERE id = 'bonus-code';
ALTER TABLE promo_codes DROP COLUMN single_use;
ALTER TABLE promo_codes DROP COLUMN campaign_id;
