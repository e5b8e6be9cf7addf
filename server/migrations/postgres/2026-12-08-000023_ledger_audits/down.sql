DROP TABLE ledger_audits;
