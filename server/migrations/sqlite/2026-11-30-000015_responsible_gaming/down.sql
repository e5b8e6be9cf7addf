ALTER TABLE players DROP COLUMN break_until;
ALTER TABLE players DROP COLUMN break_kind;
DROP TABLE player_limits;
