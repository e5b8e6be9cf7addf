DROP TABLE ledger_postings;
DROP TABLE ledger_transactions;
DROP TABLE wallets;
