ALTER TABLE players DROP COLUMN closed_at;
