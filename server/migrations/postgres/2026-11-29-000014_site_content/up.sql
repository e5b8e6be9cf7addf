-- Site content per language: the pages (terms, privacy, refund policy, responsible gaming, about
-- us, why choose us), the FAQ entries and the home slides. Every change is a new version row
-- (who, when, what), never an update: the newest version of (kind, slug, locale) is the one
-- shown, a removal is a version with `removed`, and the terms a player accepted stay readable.
-- `section` is an FAQ entry's group or a slide's kicker; `link`, `action` and `image` are a
-- slide's target, button and picture. The site's own content (seeded at first start from
-- server/content) has no `created_by`.
CREATE TABLE site_content (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    slug TEXT NOT NULL,
    locale TEXT NOT NULL,
    version BIGINT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    section TEXT NOT NULL,
    position BIGINT NOT NULL,
    link TEXT NOT NULL,
    action TEXT NOT NULL,
    image TEXT NOT NULL,
    removed BOOLEAN NOT NULL,
    created_by TEXT,
    created_at BIGINT NOT NULL,
    UNIQUE (kind, slug, locale, version)
);
CREATE INDEX site_content_kind ON site_content (kind, locale);

-- The version of the terms (a site_content id) the player accepted when registering.
ALTER TABLE players ADD COLUMN terms_accepted TEXT;
