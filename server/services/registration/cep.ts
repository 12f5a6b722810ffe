import { Code } from '@src/contract/codes'
import type { CepAddress } from '@src/contract/registration'
import type { CepProviderName } from '../../config'
import { ApiError } from '../../envelope'

/**
 * The CEP lookup of the extended registration: the street, district, city and state a CEP names, so the
 * player types only the number and complement. A lookup that fails never blocks the registration: the
 * player types the address (docs/compliance.md).
 */
export interface CepLookup {
  readonly name: CepProviderName
  /** Whether a lookup can answer at all (an http lookup needs CEP_URL). */
  readonly available: boolean
  /** The address, null when no address has the CEP; throws CepUnavailable when the service did not answer. */
  find(cep: string): Promise<CepAddress | null>
}

/** The CEP's 8 digits, or null when it is not one (hyphen, dots and spaces allowed). */
export const normalizeCep = (text: string): string | null => {
  const digits = text.replace(/[\s.-]/g, '')
  return /^\d{8}$/.test(digits) ? digits : null
}

/** Development (never in production): a few sample CEPs, so no lookup leaves the machine. */
const SAMPLES: Readonly<Record<string, Omit<CepAddress, 'cep'>>> = {
  '01001000': { street: 'Praça da Sé', district: 'Sé', city: 'São Paulo', state: 'SP' },
  '01310100': { street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
}

const developmentLookup: CepLookup = {
  name: 'development',
  available: true,
  find: async (cep) => {
    const found = SAMPLES[cep]
    return found ? { cep, ...found } : null
  },
}

/** ViaCEP's answer: the address's fields, or `erro` for a CEP that names no address. */
interface ViaCepAnswer {
  erro?: unknown
  logradouro?: unknown
  bairro?: unknown
  localidade?: unknown
  uf?: unknown
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** HTTP: GET <url>/<cep>/json/ in ViaCEP's shape (the operator's own mirror or a paid service). */
const httpLookup = (url: string | undefined, timeoutMs: number): CepLookup => ({
  name: 'http',
  available: url !== undefined,
  find: async (cep) => {
    if (!url) throw new ApiError(Code.CepUnavailable)
    let answer: ViaCepAnswer
    try {
      const response = await fetch(`${url.replace(/\/$/, '')}/${cep}/json/`, {
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 400 || response.status === 404) return null
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      answer = (await response.json()) as ViaCepAnswer
    } catch {
      throw new ApiError(Code.CepUnavailable)
    }
    if (answer.erro) return null
    const city = text(answer.localidade)
    const state = text(answer.uf)
    if (!city || !/^[A-Z]{2}$/.test(state)) throw new ApiError(Code.CepUnavailable)
    return { cep, street: text(answer.logradouro), district: text(answer.bairro), city, state }
  },
})

export const cepLookupOf = (config: {
  provider: CepProviderName
  url: string | undefined
  timeoutMs: number
}): CepLookup =>
  config.provider === 'development' ? developmentLookup : httpLookup(config.url, config.timeoutMs)

/** user/cep: the address of a CEP typed by the player. */
export const lookUpCep = async (lookup: CepLookup, typed: string): Promise<CepAddress> => {
  const cep = normalizeCep(typed)
  if (!cep) throw new ApiError(Code.CepInvalid)
  const address = await lookup.find(cep)
  if (!address) throw new ApiError(Code.CepNotFound)
  return address
}
