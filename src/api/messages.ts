import type { Translate } from '../i18n/translator'

/**
 * The spec gives two timeouts: 60 s in the generic client config and 10 s in the request wrapper. We take
 * the wrapper's 10 s: a player on a phone should be told something went wrong rather than wait a minute.
 */
export const DEFAULT_TIMEOUT = 10_000

/** Codes and statuses with their own text in the http.* table of spec §8. */
const HTTP_TEXTS: readonly number[] = [401, 403, 404]

const tableText = (t: Translate, codeOrStatus: number): string | undefined =>
  HTTP_TEXTS.includes(codeOrStatus) ? t(`http.${codeOrStatus}`) : undefined

/** An envelope failure (spec §8): the code's own text, else the server's msg, else the default. */
export const envelopeMessage = (t: Translate, code: number, msg: string): string =>
  tableText(t, code) ?? (msg || t('http.default'))

/** An HTTP failure without an envelope: the status's own text, else 'Interface NNN exception'. */
export const statusMessage = (t: Translate, status: number): string =>
  tableText(t, status) ?? t('api.status', { status })
