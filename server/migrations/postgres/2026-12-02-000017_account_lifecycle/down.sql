DROP TABLE account_notices;
ALTER TABLE players DROP COLUMN closing_at;
ALTER TABLE players DROP COLUMN last_login_at;
