-- Refer a friend. A player's referral code is made the first time they ask for their link
-- (`front/get_referral`), so no player needs one written at sign-up. `referrals` records who
-- brought whom, once per friend, at the friend's sign-up with a known code. The referrer's
-- bonus (the `refer` campaign's) is a bonus row with the unique source `referral:{friend}`,
-- given once the friend is verified and has deposited, whichever comes last.
CREATE TABLE referral_codes (
    code TEXT PRIMARY KEY NOT NULL,
    player_id TEXT NOT NULL UNIQUE REFERENCES players (id),
    created_at BIGINT NOT NULL
);
CREATE TABLE referrals (
    friend_id TEXT PRIMARY KEY NOT NULL REFERENCES players (id),
    referrer_id TEXT NOT NULL REFERENCES players (id),
    created_at BIGINT NOT NULL
);
CREATE INDEX referrals_referrer ON referrals (referrer_id);
