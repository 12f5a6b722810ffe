import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Slotegrator's GIS request signature (docs/providers.md): the request's parameters merged with the
 * X-Merchant-Id, X-Timestamp and X-Nonce headers as if they were parameters, sorted by key byte-wise,
 * joined as key=value pairs (values percent-encoded as encodeURIComponent does, keys literal) and signed
 * with the merchant key: lowercase hex HMAC-SHA1 in X-Sign.
 */

export const AUTH_HEADERS = ['X-Merchant-Id', 'X-Timestamp', 'X-Nonce'] as const
export const SIGN_HEADER = 'X-Sign'

export type Pairs = readonly (readonly [string, string])[]

const byteWise = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b))

/** The string that is signed: parameters and auth headers, sorted by key, as a query string. */
export const canonical = (params: Pairs, headers: Record<(typeof AUTH_HEADERS)[number], string>): string =>
  [...params, ...AUTH_HEADERS.map((name) => [name, headers[name]] as const)]
    .sort(([a], [b]) => byteWise(a, b))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')

const sign = (text: string, key: string): string => createHmac('sha1', key).update(text, 'utf8').digest('hex')

/** The headers that sign a call to GIS carrying `params`: the merchant, the time, a fresh nonce, X-Sign. */
export const signedHeaders = (
  params: Pairs,
  merchantId: string,
  merchantKey: string,
): Record<string, string> => {
  const auth = {
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
