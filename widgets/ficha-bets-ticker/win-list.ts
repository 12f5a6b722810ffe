import { DEFAULT_TIMEOUT, envelopeMessage, statusMessage } from '../../src/api/messages'
import type { Envelope } from '../../src/contract/envelope'
import type { WinList } from '../../src/contract/feed'
import type { LoadWinList } from '../../src/features/bets-ticker/live-feed'
import type { Lang } from '../../src/i18n/languages'
import type { Translate } from '../../src/i18n/translator'
import { warnCors } from '../core/cors-hint'

/** The envelope's success code (spec §7). */
const OK = 1

/**
 * bet/getWinList for the ticker element: a public call without token, toast or dialog, so the element
 * does without the full API client (wretch and the session's 401 handling) and stays within its budget,
 * but keeps the client's message rules (src/api/messages.ts: the code's text, the server's msg, the default;
 * the status's text; the timeout). Rejects with an Error in the element's language (all the feed shows).
 */
export const winListLoader =
  (apiBase: string, lang: Lang, t: Translate, wins: boolean): LoadWinList =>
  async (count) => {
    let response: Response
    try {
      response = await fetch(`${apiBase}bet/getWinList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', vuelang: lang },
        body: JSON.stringify({ count, wins }),
        signal: AbortSignal.timeout(DEFAULT_TIMEOUT),
      })
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new Error(t('api.timeout'))
      warnCors()
      throw new Error(t('api.network'))
    }
    const body = (await response.json().catch(() => null)) as Envelope<WinList> | null
    if (body?.code === OK) return body.data
    throw new Error(body ? envelopeMessage(t, body.code, body.msg) : statusMessage(t, response.status))
  }
