DROP TABLE referrals;
DROP TABLE referral_codes;
