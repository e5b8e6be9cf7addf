-- Scheduled work (the Monday cashback first): a job's period is marked here once every player's
-- part of it is written, so an instance that starts after downtime knows which periods it still
-- owes and catches them up. Each player's part is exactly-once on its own: the bonus it gives
-- has a unique source (`cashback:{player}:{week}`), so two instances running the same period at
-- once write it once.
CREATE TABLE scheduled_runs (
    job TEXT NOT NULL,
    period TEXT NOT NULL,
    period_start BIGINT NOT NULL,
    finished_at BIGINT NOT NULL,
    PRIMARY KEY (job, period)
);
