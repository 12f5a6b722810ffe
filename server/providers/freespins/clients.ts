import { urlUnder } from '../apiUrl'
import type { Hub88Config } from '../hub88/config'
import { hub88Post } from '../hub88/request'
import type { SlotegratorConfig } from '../slotegrator/config'
import { httpBuildQuery } from '../slotegrator/phpForm'
import { signedHeaders } from '../slotegrator/signature'

/**
 * The calls the operator makes to grant free spins (docs/providers.md, "Free spins"): Hub88's Freebets API
 * (`freebet/rewards/create`, `freebet/rewards/cancel`, signed with the operator's RSA key like the Games
 * API) and GIS's `freespins/set` and `freespins/cancel` (form parameters signed with the merchant key like
 * GIS's callbacks). Each grant is one player in one game.
 */

const TIMEOUT_MS = 8_000

/** A call that did not grant (or cancel): the campaign fails with this message as its reason. */
export class FreespinCallError extends Error {}

interface GrantRequest {
  /** The player's id at the provider (provider_players). */
  user: string
  game: string
  spins: number
  /** Centavos per spin. */
  betValue: number
  validFrom: Date
  validUntil: Date
  template: string | undefined
  /** Ficha's id of the grant: GIS's freespin_id; Hub88 answers its own reward_uuid. */
  grantId: string
}

export interface FreespinClient {
  /** Grants the spins; answers the id the provider's free-spin callbacks will carry. */
  grant(request: GrantRequest): Promise<string>
  cancel(externalId: string): Promise<void>
}

type Fetch = typeof fetch

const answerOf = async (name: string, send: () => Promise<Response>): Promise<Record<string, unknown>> => {
  let response: Response
  try {
    response = await send()
  } catch (error) {
    throw new FreespinCallError(`${name}: no answer (${error instanceof Error ? error.message : error})`)
  }
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  if (!response.ok)
    throw new FreespinCallError(`${name}: HTTP ${response.status} ${text.slice(0, 200)}`.trim())
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new FreespinCallError(`${name}: the answer is not a JSON object`)
  return body as Record<string, unknown>
}

/** Hub88 amounts are 1/100,000 of the currency. */
const hub88Units = (centavos: number) => centavos * 1_000
/** Hub88's times, as its examples write them: UTC without a zone ("2017-11-05T13:15:30"). */
const hub88Time = (date: Date) => date.toISOString().slice(0, 19)

export const hub88Freebets = (config: Hub88Config, send: Fetch = fetch): FreespinClient => {
  const post = (path: string, fields: Record<string, unknown>) => {
    const { apiUrl, privateKey, operatorId } = config
    if (!apiUrl || !privateKey || operatorId === undefined)
      throw new FreespinCallError('Hub88: HUB88_API_URL, HUB88_OPERATOR_ID or HUB88_PRIVATE_KEY not set')
    const text = JSON.stringify({ ...fields, operator_id: operatorId })
    return answerOf(`Hub88 ${path}`, () => hub88Post(send, { apiUrl, privateKey }, path, text, TIMEOUT_MS))
  }
  return {
    async grant(request) {
      const answer = await post('freebet/rewards/create', {
        user: request.user,
        currency: 'BRL',
        game_code: request.game,
        prepaid_uuid: request.template,
        bet_value: hub88Units(request.betValue),
        bet_count: request.spins,
        start_time: hub88Time(request.validFrom),
        end_time: hub88Time(request.validUntil),
      })
      if (typeof answer.reward_uuid !== 'string' || answer.reward_uuid === '')
        throw new FreespinCallError('Hub88 freebet/rewards/create: no reward_uuid in the answer')
      return answer.reward_uuid
    },
    async cancel(externalId) {
      await post('freebet/rewards/cancel', { reward_uuid: externalId })
    },
  }
}

/** GIS amounts are decimals in reais. */
const decimal = (centavos: number) =>
  `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`
const unix = (date: Date) => String(Math.floor(date.getTime() / 1000))

export const slotegratorFreespins = (config: SlotegratorConfig, send: Fetch = fetch): FreespinClient => {
  const post = (path: string, params: Record<string, string>) => {
    const { apiUrl, merchantId, merchantKey } = config
    if (!apiUrl || !merchantId || !merchantKey)
      throw new FreespinCallError('Slotegrator: SLOTEGRATOR_API_URL, _MERCHANT_ID or _MERCHANT_KEY not set')
    const pairs = Object.entries(params)
    return answerOf(`Slotegrator ${path}`, () =>
      send(urlUnder(apiUrl, path), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...signedHeaders(pairs, merchantId, merchantKey),
        },
        body: httpBuildQuery(pairs),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    )
  }
  return {
    async grant(request) {
      const params: Record<string, string> = {
        player_id: request.user,
        // GIS asks a name; Ficha sends the provider id again, never personal data.
        player_name: request.user,
        currency: 'BRL',
        quantity: String(request.spins),
        valid_from: unix(request.validFrom),
        valid_until: unix(request.validUntil),
        freespin_id: request.grantId,
        game_uuid: request.game,
        denomination: decimal(request.betValue),
      }
      if (request.template) params.bet_id = request.template
      const answer = await post('freespins/set', params)
      if (typeof answer.error_code === 'string')
        throw new FreespinCallError(
          `Slotegrator freespins/set: ${answer.error_code} ${answer.error_description ?? ''}`.trim(),
        )
      return request.grantId
    },
    async cancel(externalId) {
      const answer = await post('freespins/cancel', { freespin_id: externalId })
      if (typeof answer.error_code === 'string')
        throw new FreespinCallError(`Slotegrator freespins/cancel: ${answer.error_code}`)
    },
  }
}
