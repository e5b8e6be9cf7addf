import type { PlayerProfileChange, PlayerView } from '../../api/generated/api';
import type { Outcome as RuleOutcome, Rules } from '../../core/rules';
import { todayIso } from '../../core/today';
import type { Failures } from '../../core/useCoreFormik';
import { COUNTRY_CODES } from '../../i18n/countries';

/** The details support corrects, in the form's order (never the username). */
export const DETAILS = ['email', 'mobile', 'first_name', 'last_name', 'gender', 'birth_date', 'address', 'postal_code', 'city', 'country'] as const;
export type Detail = (typeof DETAILS)[number];
export type Name = Detail | 'reason';

/** The genders the registration offers (casino-core's choice). */
export const GENDERS = ['male', 'female'] as const;

/**
 * Each detail's label: the file's own (`staffPlayers.players.file.fields.…`), as its profile list shows
 * it; the registration's "Choose…" and phone hint are the site's shared texts (`signUp.…`).
 */
export const LABELS: Record<Detail, string> = {
  email: 'email',
  mobile: 'mobile',
  first_name: 'firstName',
  last_name: 'lastName',
  gender: 'gender',
  birth_date: 'birthDate',
  address: 'address',
  postal_code: 'postalCode',
  city: 'city',
  country: 'country',
};

/** Where a refusal that names no field belongs. */
export const FIELD_OF_CODE: Record<string, Name> = {
  email_exists: 'email',
  phone_exists: 'mobile',
};

export type CorrectionValues = Record<Name, string>;

/**
 * The form's first values: the file's. A gender or country the lists do not hold (an old record)
 * starts unchosen, so that the agent chooses one with the player.
 */
export function initialValues(p: PlayerView): CorrectionValues {
  return {
    email: p.email,
    mobile: p.mobile,
    first_name: p.first_name,
    last_name: p.last_name,
    gender: (GENDERS as readonly string[]).includes(p.gender) ? p.gender : '',
    birth_date: p.birth_date,
    address: p.address,
    postal_code: p.postal_code,
    city: p.city,
    country: COUNTRY_CODES.includes(p.country) ? p.country : '',
    reason: '',
  };
}

/**
 * casino-core's rules for each detail (those of the registration); the reason must be there, its
 * length (5 to 500 characters) is the server's to say.
 */
export function correctionFailures(rules: Rules, v: CorrectionValues): Failures<CorrectionValues> {
  const outcomes: [Name, RuleOutcome][] = [
    ['email', rules.email(v.email)],
    ['mobile', rules.mobile_phone(v.mobile)],
    ['first_name', rules.required(v.first_name)],
    ['last_name', rules.required(v.last_name)],
    ['gender', rules.required(v.gender)],
    ['birth_date', rules.birth_date(v.birth_date.trim(), todayIso())],
    ['address', rules.required(v.address)],
    ['postal_code', rules.required(v.postal_code)],
    ['city', rules.required(v.city)],
    ['country', rules.required(v.country)],
    ['reason', rules.required(v.reason)],
  ];
  const out: Failures<CorrectionValues> = {};
  for (const [name, outcome] of outcomes) if (outcome.error) out[name] = outcome.error;
  return out;
}

/** The body of `support/update_player_profile`: every detail as typed (trimmed), and the reason. */
export function changeOf(username: string, v: CorrectionValues): PlayerProfileChange {
  return {
    username,
    email: v.email.trim(),
    mobile: v.mobile.trim(),
    gender: v.gender,
    birth_date: v.birth_date.trim(),
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    address: v.address.trim(),
    postal_code: v.postal_code.trim(),
    city: v.city.trim(),
    country: v.country,
    reason: v.reason.trim(),
  };
}
