import type { BanAnswer } from '@src/contract/protection'
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
  check: async () => ({ answer: 'clear', detail: { note: 'development list: nobody is banned' } }),
}

/**
 * HTTP: GET {url}/{cpf} with a bearer token, answering JSON `{ "cpf": "...", "banned": true|false,
 * "reference": "..." }` (the simulator's shape: simulator/banList.ts). The operator aligns this adapter with
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
    if (!options.url) return { answer: 'unavailable', detail: { error: 'BAN_LIST_URL is not set' } }
    try {
      const response = await fetch(`${options.url.replace(/\/$/, '')}/${cpf}`, {
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      if (!response.ok) return { answer: 'unavailable', detail: { error: `HTTP ${response.status}` } }
      const body = (await response.json()) as { cpf?: unknown; banned?: unknown; reference?: unknown }
      if (body.cpf !== cpf || typeof body.banned !== 'boolean')
        return { answer: 'unavailable', detail: { error: 'answer not understood' } }
      return {
        answer: body.banned ? 'banned' : 'clear',
        detail: typeof body.reference === 'string' ? { reference: body.reference } : {},
      }
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError'
      return {
        answer: 'unavailable',
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
