DROP TABLE game_rounds;
DROP TABLE fair_seeds;
DROP TABLE fun_sessions;
