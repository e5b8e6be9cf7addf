DROP TABLE bonus_campaign_texts;
DROP TABLE bonus_campaigns;
