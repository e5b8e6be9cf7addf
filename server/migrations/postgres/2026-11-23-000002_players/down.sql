DROP TABLE server_secrets;
DROP TABLE promo_codes;
DROP TABLE login_failures;
DROP TABLE player_links;
DROP TABLE players;
