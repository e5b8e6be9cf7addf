DELETE FROM bonus_campaign_texts WHERE campaign_id = 'reload';
DELETE FROM bonus_campaigns WHERE id = 'reload';
