DROP TABLE site_settings;
