ALTER TABLE players DROP COLUMN terms_accepted;
DROP TABLE site_content;
