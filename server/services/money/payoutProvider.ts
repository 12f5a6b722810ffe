import type { PixKeyType } from '@src/contract/money'
import type { PayoutOutcome } from '@src/contract/payouts'

/** A PIX transfer Ficha asks the payout provider for: to a key, under an idempotency key of Ficha's. */
interface PayoutTransfer {
  idempotencyKey: string
  /** Centavos. */
  amount: number
  pixKey: string
  pixKeyType: PixKeyType
  /** The CPF the receiving key must belong to (the player's); the provider refuses a key of someone else. */
  cpf: string
}

/** The provider's word on a transfer. */
export interface PayoutAnswer {
  status: PayoutOutcome
  providerRef?: string
  /** A refusal in the provider's own words: for the operator, never shown to the player. */
  reason?: string
  /** A refusal's code (the SPI's reason code: AC07, BE01...), from which the player's reason is read. */
  code?: string
}

/**
 * The PIX payout provider. `create` is idempotent on the key: the same key again answers the
 * same transfer and pays nothing twice. A thrown error means the outcome is unknown (a timeout, a lost
 * answer): the payout is held and queried with `query`, never refunded and never sent under a new key.
 * `query` answers null when the provider has no transfer under the key. Its signed notices arrive at
 * POST /api/payouts/webhook (settlePayoutEvent).
 */
export interface PayoutProvider {
  create(transfer: PayoutTransfer): Promise<PayoutAnswer>
  query(idempotencyKey: string): Promise<PayoutAnswer | null>
}

/** Calls that take longer are abandoned: the outcome is then unknown and the job queries it. */
const TIMEOUT_MS = 10_000

/**
 * The payout provider over HTTP (PAYOUT_URL), the protocol docs/providers.md ("PIX payouts") describes:
 * POST <url>/transfers with an Idempotency-Key header, GET <url>/transfers/<key>, a bearer PAYOUT_API_KEY.
 */
export const httpPayoutProvider = (url: string, apiKey: string | undefined): PayoutProvider => {
  const headers = {
    'content-type': 'application/json',
    ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  }
  const base = url.endsWith('/') ? url : `${url}/`
  const read = async (response: Response): Promise<PayoutAnswer> => {
    const body = (await response.json()) as PayoutAnswer
    if (body.status !== 'paid' && body.status !== 'failed' && body.status !== 'pending')
      throw new Error(`Payout provider answered an unknown status: ${String(body.status)}`)
    return body
  }
  return {
    create: async (transfer) => {
      const response = await fetch(new URL('transfers', base), {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': transfer.idempotencyKey },
        body: JSON.stringify(transfer),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`Payout provider answered ${response.status}`)
      return read(response)
    },
    query: async (idempotencyKey) => {
      const response = await fetch(new URL(`transfers/${encodeURIComponent(idempotencyKey)}`, base), {
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`Payout provider answered ${response.status}`)
      return read(response)
    },
  }
}
