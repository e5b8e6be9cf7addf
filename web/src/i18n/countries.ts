// ISO 3166-1 alpha-2 codes of every country and territory (the 249 assigned codes). Data, not a
// rule: casino-core checks the form's country; names come from Intl.DisplayNames in the page's language.
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries with their names in `lang`, sorted as that language sorts. */
export function countryOptions(lang: string, exclude: readonly string[] = []): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const excluded = new Set(exclude.map((c) => c.toUpperCase()));
  // One collator for the whole sort: `localeCompare(other, lang)` builds one per comparison,
  // which made this list cost a phone some 100 ms.
  const { compare } = new Intl.Collator(lang);
  return COUNTRY_CODES.filter((code) => !excluded.has(code))
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => compare(a.name, b.name));
}

/** One country's name in `lang`. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
