import type { BanAnswer, BanStatus } from '@src/contract/protection'
import type { BanListProviderName } from '../../config'

/**
 * The national ban list (SIGAP "Impedidos", Law 14.790/2023 art. 26; docs/compliance.md): whether a CPF is
 * barred from betting (minors, national self-exclusion, public agents, athletes, court orders). Where the
 * regulator's real service plugs in: an adapter answers clear or banned with the list's reference, or
 * unavailable when it did not answer in time or answered an error; callers decide what unavailable means
 * (fail closed for sign-up and deposits).
 */
export interface BanListAnswer {
  answer: BanAnswer
  /** Why the list bars the CPF (banned only; null otherwise): each status runs its own flow. */
  status: BanStatus | null
  /** The list's own words: its reference, the listing date or reason category, or the error. */
  detail: Record<string, unknown>
}

export interface BanList {
  readonly name: BanListProviderName
  check(cpf: string): Promise<BanListAnswer>
}

/** Development (never in production): nobody is on the list. */
const developmentList: BanList = {
  name: 'development',
  check: async () => ({
    answer: 'clear',
    status: null,
    detail: { note: 'development list: nobody is banned' },
  }),
}

/** Lower case, without accents or dashes: the list's words compared whatever their typography. */
const plainWords = (words: string) =>
  words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s\-\u2013\u2014]+/g, ' ')
    .toLowerCase()

/**
 * The status a barred CPF's words name ("Impedido – Autoexclusão Centralizada", "Impedido – Programa
 * Social"); any other words, or none, are another impediment.
 */
const statusOfWords = (words: unknown): BanStatus => {
  const plain = typeof words === 'string' ? plainWords(words) : ''
  if (plain.includes('autoexclusao centralizada')) return 'selfExclusion'
  if (plain.includes('programa social')) return 'socialProgramme'
  return 'other'
}

/**
 * HTTP: GET {url}/{cpf} with a bearer token, answering JSON `{ "cpf": "...", "banned": true|false,
 * "status": "Impedido – Programa Social", "reference": "..." }` (the simulator's shape:
 * simulator/banList.ts; status in SIGAP's words, read only when banned). The operator aligns this adapter with
 * the regulator's real endpoint and its answer once granted access; the interface above stays. Without a
 * URL every check is unavailable.
 */
const httpList = (options: {
  url: string | undefined
  token: string | undefined
  timeoutMs: number
}): BanList => ({
  name: 'http',
  check: async (cpf) => {
    if (!options.url)
      return { answer: 'unavailable', status: null, detail: { error: 'BAN_LIST_URL is not set' } }
    try {
      const response = await fetch(`${options.url.replace(/\/$/, '')}/${cpf}`, {
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      if (!response.ok)
        return { answer: 'unavailable', status: null, detail: { error: `HTTP ${response.status}` } }
      const body = (await response.json()) as {
        cpf?: unknown
        banned?: unknown
        status?: unknown
        reference?: unknown
      }
      if (body.cpf !== cpf || typeof body.banned !== 'boolean')
        return { answer: 'unavailable', status: null, detail: { error: 'answer not understood' } }
      return {
        answer: body.banned ? 'banned' : 'clear',
        status: body.banned ? statusOfWords(body.status) : null,
        detail: {
          ...(typeof body.reference === 'string' ? { reference: body.reference } : {}),
          ...(typeof body.status === 'string' ? { words: body.status } : {}),
        },
      }
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError'
      return {
        answer: 'unavailable',
        status: null,
        detail: { error: timeout ? `no answer in ${options.timeoutMs} ms` : String(error) },
      }
    }
  },
})

/** The configured adapter (BAN_LIST_PROVIDER, BAN_LIST_URL, BAN_LIST_TOKEN, BAN_LIST_TIMEOUT_MS). */
export const banListOf = (config: {
  provider: BanListProviderName
  url: string | undefined
  token: string | undefined
  timeoutMs: number
}): BanList => (config.provider === 'development' ? developmentList : httpList(config))
