/**
 * Envelope codes. 1, 401 and 500 are the spec's; the rest are this API's business errors.
 * Each has a message in every catalogue under `code.<n>` (locales/*.json), which the server sends as
 * `msg` in the caller's language.
 */
export const Code = {
  Ok: 1,
  /** The input failed validation: malformed JSON, wrong types, missing or extra fields. */
  BadRequest: 400,
  /** Missing, expired or revoked token on a protected call. */
  SessionExpired: 401,
  Forbidden: 403,
  NotFound: 404,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  ServerError: 500,
} as const

export type CodeName = keyof typeof Code
export type CodeValue = (typeof Code)[CodeName]
