ALTER TABLE bonus_campaigns DROP COLUMN created_by;
