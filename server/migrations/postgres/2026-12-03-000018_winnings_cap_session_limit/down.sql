ALTER TABLE players DROP COLUMN session_limit;
DROP INDEX game_rounds_withheld;
ALTER TABLE game_rounds DROP COLUMN withheld_cents;
