/**
 * GIS's request signing as its PHP does it, written for the simulator from Slotegrator's integration
 * examples (docs/providers.md, Slotegrator readings: signature), sharing nothing with the server:
 * `$merged = array_merge($params, $headers); ksort($merged); hash_hmac('sha1', http_build_query($merged), $key)`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** A PHP value as GIS puts it in a request: scalars, lists and string-keyed arrays. */
export type PhpValue = string | number | boolean | null | PhpValue[] | { [key: string]: PhpValue }
export type PhpArray = { [key: string]: PhpValue }

/** The three headers signed with the parameters, in the order GIS adds them. */
export const SIGNED_HEADERS = ['X-Merchant-Id', 'X-Timestamp', 'X-Nonce'] as const
export type SignedHeaders = Record<(typeof SIGNED_HEADERS)[number], string>

/** PHP's urlencode: encodeURIComponent leaves `!'()*~` alone and writes a space %20; PHP does neither. */
const urlencode = (text: string): string =>
  encodeURIComponent(text)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')

/** A float as PHP prints it with precision 14 (%.14G): 17.593, 35, 0.3, 1.0E+25, 1.0E-5. */
const phpFloat = (value: number): string => {
  if (Number.isNaN(value)) return 'NAN'
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF'
  if (value === 0) return Object.is(value, -0) ? '-0' : '0'
  const [mantissa = '', power = '0'] = value.toExponential(13).split('e')
  const exponent = Number(power)
  if (exponent < -4 || exponent >= 14) {
    const digits = mantissa.replace(/0+$/, '').replace(/\.$/, '.0')
    return `${digits.includes('.') ? digits : `${digits}.0`}E${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`
  }
  return value
    .toFixed(Math.max(0, 13 - exponent))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
}

/** A scalar as http_build_query writes it; null is left out. */
const scalar = (value: string | number | boolean | null): string | null => {
  if (value === null) return null
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) < 2 ** 63 ? String(value) : phpFloat(value)
  return value
}

/** PHP's http_build_query($data) with its defaults (RFC 1738, `&`, nested keys `name%5Bkey%5D`). */
export const httpBuildQuery = (data: PhpArray | PhpValue[]): string => {
  const pairs: string[] = []
  const walk = (value: PhpValue, name: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${name}%5B${urlencode(key)}%5D`)
      return
    }
    const text = scalar(value)
    if (text !== null) pairs.push(`${name}=${urlencode(text)}`)
  }
  for (const [key, value] of Object.entries(data)) walk(value, urlencode(key))
  return pairs.join('&')
}

const numeric = (key: string) => /^-?(0|[1-9][0-9]*)$/.test(key)

/** PHP 8's ksort (SORT_REGULAR): two integer keys by value, any other two by their bytes. */
const ksort = (data: PhpArray): [string, PhpValue][] =>
  Object.entries(data).sort(([a], [b]) =>
    numeric(a) && numeric(b) ? Number(a) - Number(b) : Buffer.compare(Buffer.from(a), Buffer.from(b)),
  )

/**
 * The string GIS signs: parameters and headers merged, ksorted, http_build_query'd.
 * @internal Tested directly.
 */
export const signingString = (params: PhpArray, headers: SignedHeaders): string =>
  httpBuildQuery(Object.fromEntries(ksort({ ...params, ...headers })))

/** X-Sign: the lowercase hex HMAC-SHA1 of the signing string with the merchant key. */
export const xSign = (params: PhpArray, headers: SignedHeaders, merchantKey: string): string =>
  createHmac('sha1', merchantKey).update(signingString(params, headers)).digest('hex')

/** Whether `given` is X-Sign of these parameters and headers, compared in constant time. */
export const xSignMatches = (
  params: PhpArray,
  headers: SignedHeaders,
  merchantKey: string,
  given: string | undefined,
): boolean => {
  const expected = Buffer.from(xSign(params, headers, merchantKey), 'hex')
  const received = Buffer.from(given ?? '', 'hex')
  return received.length === expected.length && timingSafeEqual(received, expected)
}

/**
 * PHP's parse_str of a form body: `a[0][b]=x` becomes a → [ { b: x } ], `a[]=x` appends. Values stay
 * strings, as PHP's do.
 */
export const parseStr = (body: string): PhpArray => {
  const result: PhpArray = {}
  for (const [name, value] of new URLSearchParams(body)) {
    const [, head = name, rest = ''] = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(name) ?? []
    const keys = [head, ...Array.from(rest.matchAll(/\[([^\]]*)\]/g), (match) => match[1] ?? '')]
    let node: PhpArray | PhpValue[] = result
    keys.forEach((key, depth) => {
      const container = node as PhpArray
      const slot = key === '' && depth > 0 ? String(Object.keys(container).length) : key
      if (depth === keys.length - 1) container[slot] = value
      else {
        const next = container[slot]
        if (next !== null && typeof next === 'object') node = next
        else {
          const created: PhpArray = {}
          container[slot] = created
          node = created
        }
      }
    })
  }
  return result
}

/** Flat form keys (`rollback_transactions[0][action]`) as the nested array PHP reads them into. */
export const nestedParams = (flat: Record<string, string>): PhpArray => parseStr(httpBuildQuery(flat))
