import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { type Form, httpBuildQuery, ksort } from './phpForm'

/**
 * Slotegrator's GIS request signature, as GIS's PHP computes it (docs/providers.md, Slotegrator readings:
 * signature): the request's parameters merged with the X-Merchant-Id, X-Timestamp and X-Nonce headers,
 * `ksort`ed, written by `http_build_query` (RFC 1738, nested arrays as `name%5B0%5D%5Bfield%5D`) and signed
 * with the merchant key: lowercase hex HMAC-SHA1 in X-Sign.
 */

export const AUTH_HEADERS = ['X-Merchant-Id', 'X-Timestamp', 'X-Nonce'] as const
export const SIGN_HEADER = 'X-Sign'

export type AuthHeaders = Record<(typeof AUTH_HEADERS)[number], string>

/** The string that is signed: parameters and auth headers, sorted by key, as http_build_query writes them. */
export const canonical = (params: Form, headers: AuthHeaders): string =>
  httpBuildQuery(ksort([...params, ...AUTH_HEADERS.map((name): [string, string] => [name, headers[name]])]))

const sign = (text: string, key: string): string => createHmac('sha1', key).update(text, 'utf8').digest('hex')

/** The headers that sign a call to GIS carrying `params`: the merchant, the time, a fresh nonce, X-Sign. */
export const signedHeaders = (
  params: Form,
  merchantId: string,
  merchantKey: string,
): Record<string, string> => {
  const auth: AuthHeaders = {
    'X-Merchant-Id': merchantId,
    'X-Timestamp': String(Math.floor(Date.now() / 1000)),
    'X-Nonce': randomBytes(16).toString('hex'),
  }
  return { ...auth, [SIGN_HEADER]: sign(canonical(params, auth), merchantKey) }
}

/** Whether `signature` is the lowercase hex HMAC-SHA1 of `text`; no key or no signature fails closed. */
export const verify = (text: string, signature: string | undefined, key: string | undefined): boolean => {
  if (!key || !signature || !/^[0-9a-f]{40}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(sign(text, key), 'hex'), Buffer.from(signature, 'hex'))
}
