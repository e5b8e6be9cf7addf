-- Support: the contact form's tickets and their messages, the players' mail box, and the log of
-- what staff did.
--
-- A ticket is kept whether or not the e-mail to support went out (`mailed`); its status is open,
-- answered, escalated (to a manager) or closed. `player_id` is NULL for a visitor's message.
CREATE TABLE support_tickets (
    id TEXT PRIMARY KEY,
    player_id TEXT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    lang TEXT NOT NULL,
    status TEXT NOT NULL,
    mailed BOOLEAN NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX support_tickets_queue ON support_tickets (status, updated_at);
CREATE INDEX support_tickets_player ON support_tickets (player_id, created_at);

-- The customer's message and the staff's answers, in order. `staff` names the agent.
CREATE TABLE ticket_messages (
    id TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES support_tickets (id),
    staff TEXT,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX ticket_messages_ticket ON ticket_messages (ticket_id, created_at);

-- A player's mail box: what the site told them (support answers, withdrawals scheduled and
-- paid), written in their language when it was sent, like the e-mail that went with it.
CREATE TABLE player_messages (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    ticket_id TEXT,
    read_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX player_messages_box ON player_messages (player_id, created_at);

-- Every staff action that changed something: who, with which role, what, on what, when.
CREATE TABLE staff_actions (
    id TEXT PRIMARY KEY,
    staff TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    detail TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX staff_actions_time ON staff_actions (created_at);
