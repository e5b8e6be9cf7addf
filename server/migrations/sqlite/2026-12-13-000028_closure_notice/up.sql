-- Who announced the closure in `closing_at`: 'system' for a dormant account (a sign-in calls it
-- off), a staff member's username for a decision of staff (kept until it takes effect).
ALTER TABLE players ADD COLUMN closing_by TEXT;
