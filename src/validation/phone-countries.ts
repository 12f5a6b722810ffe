/**
 * The phone prefixes a player can pick: Brazil first, then African countries by calling code (spec §9).
 * libphonenumber-js would be exact but weighs far more than a widget's budget, so this small table keeps
 * what sign-up needs: the length of a national mobile number (the phone is verified by SMS code), and
 * whether a leading 0 is the domestic trunk prefix ('0712 345 678' in Kenya) rather than part of the
 * number (Côte d'Ivoire's numbers start with 0).
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code: gives the flag and the country's name in the player's language. */
  readonly iso: string
  /** The calling code as shown in the picker and passed to normalizePhone: '+55'. */
  readonly prefix: string
  /** Allowed digit counts of the national number, trunk prefix excluded. */
  readonly lengths: readonly number[]
  readonly trunkZero: boolean
  /** A finer rule than the length, where the country's plan is simple enough to state. */
  readonly pattern?: RegExp
}

const country = (iso: string, prefix: string, lengths: number[], trunkZero: boolean): PhoneCountry => ({
  iso,
  prefix,
  lengths,
  trunkZero,
})

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  // DDD area code 11-99 (no 0 digit), then a mobile number of 9 digits starting with 9 or a fixed line
  // of 8 digits starting with 2-5.
  {
    iso: 'BR',
    prefix: '+55',
    lengths: [10, 11],
    trunkZero: true,
    pattern: /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/,
  },
  country('EG', '+20', [10], true),
  country('ZA', '+27', [9], true),
  country('MA', '+212', [9], true),
  country('DZ', '+213', [9], true),
  country('TN', '+216', [8], false),
  country('SN', '+221', [9], false),
  country('ML', '+223', [8], false),
  country('CI', '+225', [10], false),
  country('BF', '+226', [8], false),
  country('TG', '+228', [8], false),
  country('MU', '+230', [8], false),
  country('GH', '+233', [9], true),
  country('NG', '+234', [10], true),
  country('CM', '+237', [9], false),
  country('CV', '+238', [7], false),
  country('ST', '+239', [7], false),
  country('CD', '+243', [9], true),
  country('AO', '+244', [9], false),
  country('GW', '+245', [9], false),
  country('SD', '+249', [9], true),
  country('RW', '+250', [9], true),
  country('ET', '+251', [9], true),
  country('KE', '+254', [9], true),
  country('TZ', '+255', [9], true),
  country('UG', '+256', [9], true),
  country('BI', '+257', [8], false),
  country('MZ', '+258', [9], false),
  country('ZM', '+260', [9], true),
  country('MG', '+261', [9], true),
  country('ZW', '+263', [9], true),
  country('NA', '+264', [9], true),
  country('MW', '+265', [9], true),
  country('BW', '+267', [8], false),
]

/** The country of a calling code, written '+55' or '55'. */
export const findPhoneCountry = (prefix: string): PhoneCountry | undefined => {
  const wanted = `+${prefix.trim().replace(/^\+/, '')}`
  return PHONE_COUNTRIES.find((entry) => entry.prefix === wanted)
}

/** The country's flag as an emoji, from its ISO code's regional indicator letters. */
export const flagEmoji = (iso: string): string =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))

/** The country's name in a language, from the platform's own data (no names to ship); the ISO code without it. */
export const countryName = (iso: string, lang: string): string => {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(iso) ?? iso
  } catch {
    return iso
  }
}
