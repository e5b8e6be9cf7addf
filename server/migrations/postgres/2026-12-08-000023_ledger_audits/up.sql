-- The scheduled ledger audit: one row per period, claimed by the instance that runs it (the
-- insert that wins), so several instances audit each period once; its result stays for the
-- operator's metrics on every instance.
CREATE TABLE ledger_audits (
    period TEXT PRIMARY KEY NOT NULL,
    started_at BIGINT NOT NULL,
    finished_at BIGINT,
    breaches BIGINT
);
