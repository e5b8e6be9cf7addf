DROP TABLE identity_documents;
