-- Who wrote each campaign version: the administrator's username, NULL for the versions the
-- site ships with. With `created_at`, the versions are the campaigns' change history.
ALTER TABLE bonus_campaigns ADD COLUMN created_by TEXT;
