-- A live round's result for every table engine (a roulette round also keeps its number).
ALTER TABLE live_rounds ADD COLUMN result TEXT;
