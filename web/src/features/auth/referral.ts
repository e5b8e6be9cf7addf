/**
 * The referral code of a friend's link (`/sign-up?ref=CODE`). It is kept for the visit, so a
 * visitor who looks around the site before signing up still signs up as the friend's referral;
 * the server ignores a code it does not know, so a stale one never stops a sign-up.
 */
const KEY = 'casino.referral';

export function referralCode(search: URLSearchParams): string {
  const given = (search.get('ref') ?? '').trim();
  try {
    if (given) sessionStorage.setItem(KEY, given);
    return given || (sessionStorage.getItem(KEY) ?? '');
  } catch {
    // Storage refused (private mode): the link's code alone.
    return given;
  }
}
