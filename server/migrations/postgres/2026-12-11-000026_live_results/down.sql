ALTER TABLE live_rounds DROP COLUMN result;
