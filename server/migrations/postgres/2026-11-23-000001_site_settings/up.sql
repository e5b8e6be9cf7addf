-- Site settings as typed JSON values under a key: the brand, the country blacklist (the terms'
-- prohibited countries by default: Aruba, Bonaire/Saba/Statia, Curaçao, Sint Maarten and
-- Saint-Martin, United Arab Emirates, Brunei, Cambodia, North Korea, Japan, Qatar), site access.
CREATE TABLE site_settings (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

INSERT INTO site_settings (key, value, updated_at) VALUES
    ('brand', '"Émeraude Casino"', 0),
    ('country_blacklist', '["AW","BQ","CW","SX","MF","AE","BN","KH","KP","JP","QA"]', 0),
    ('site_enabled', 'true', 0);
