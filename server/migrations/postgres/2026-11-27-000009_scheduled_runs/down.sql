DROP TABLE scheduled_runs;
