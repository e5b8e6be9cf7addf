-- Identity documents (KYC). The file itself is in the file store under `file_key`, never public;
-- this row says what it is and what the KYC team decided. `status` is `pending` until a
-- reviewer decides `approved`, `rejected` (with `reason`) or `requested` (another picture asked
-- for, with `reason`); a decided row never changes again, so the history of a player's
-- documents is kept. The pictures' header facts (size, pixels) help the reviewer.
CREATE TABLE identity_documents (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    file_key TEXT NOT NULL,
    media_type TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    issued_on TEXT,
    uploaded_at BIGINT NOT NULL,
    reviewed_at BIGINT,
    reviewer TEXT,
    reason TEXT
);
CREATE INDEX identity_documents_player ON identity_documents (player_id, uploaded_at);
CREATE INDEX identity_documents_status ON identity_documents (status, uploaded_at);
