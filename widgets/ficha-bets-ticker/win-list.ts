import { DEFAULT_TIMEOUT, envelopeMessage, statusMessage } from '../../src/api/messages'
import type { Endpoints } from '../../src/contract/endpoints'
import type { Envelope } from '../../src/contract/envelope'
import type { LoadRace, LoadWinList } from '../../src/features/bets-ticker/live-feed'
import type { Lang } from '../../src/i18n/languages'
import type { Translate } from '../../src/i18n/translator'
import { refusedHere } from '../core/cors-hint'

/** The envelope's success code (spec §7). */
const OK = 1

/**
 * A public POST for the ticker element (bet/getWinList, race/board): no token, toast or dialog, so the
 * element does without the full API client (wretch and the session's 401 handling) and stays within its
 * budget, but keeps the client's message rules (src/api/messages.ts: the code's text, the server's msg, the
 * default; the status's text; the timeout), and says when the server refuses this page (CORS_ORIGINS). Rejects
 * with an Error in the element's language (all the feed shows).
 */
async function post<P extends 'bet/getWinList' | 'race/board'>(
  apiBase: string,
  lang: Lang,
  t: Translate,
  path: P,
  body: Endpoints[P]['body'],
): Promise<Endpoints[P]['data']> {
  let response: Response
  try {
    response = await fetch(apiBase + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', vuelang: lang },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT),
    })
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(t('api.timeout'))
    throw new Error(t((await refusedHere(apiBase + path, 'POST')) ? 'widget.refused' : 'api.network'))
  }
  const answer = (await response.json().catch(() => null)) as Envelope<Endpoints[P]['data']> | null
  if (answer?.code === OK) return answer.data
  throw new Error(answer ? envelopeMessage(t, answer.code, answer.msg) : statusMessage(t, response.status))
}

/** bet/getWinList: the newest rounds (or wins). */
export const winListLoader =
  (apiBase: string, lang: Lang, t: Translate, wins: boolean): LoadWinList =>
  (count) =>
    post(apiBase, lang, t, 'bet/getWinList', { count, wins })

/** race/board: the featured race, without a standing (no token). */
export const raceLoader =
  (apiBase: string, lang: Lang, t: Translate): LoadRace =>
  () =>
    post(apiBase, lang, t, 'race/board', {})
