ALTER TABLE players DROP COLUMN closing_by;
