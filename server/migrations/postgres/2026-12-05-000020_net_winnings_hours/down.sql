DROP TABLE net_winnings_hours;
