DROP TABLE staff_actions;
DROP TABLE player_messages;
DROP TABLE ticket_messages;
DROP TABLE support_tickets;
