/**
 * PIX payout test helpers: players with a CPF of their own and its identity state, a PIX key under
 * their CPF or someone else's, and a withdrawal request through the API.
 */
import type { PayoutRules } from '@server/config'
import { payouts } from '@server/db/schema/payouts'
import { users } from '@server/db/schema/users'
import { signPixWebhook } from '@server/services/money/webhookSignature'
import { type OrderData, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@src/contract/money'
import type { PayoutWebhookBody } from '@src/contract/payouts'
import type { IdentityState } from '@src/contract/protection'
import { eq } from 'drizzle-orm'
import { createPlayer, createTestServer, type Player, serverWithOperator, type TestServer } from '../helpers'
import { bindPixKey, fund, setPayPassword, withdrawCall } from './fixtures'

let cpfCounter = 100_000_000 + Math.floor(Math.random() * 800_000_000)

/** A valid CPF (check digits computed), different at each call. */
export const newCpf = (): string => {
  const base = String(cpfCounter++ % 1_000_000_000).padStart(9, '0')
  const digit = (digits: string) => {
    const total = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0)
    const rest = (total * 10) % 11
    return rest === 10 ? 0 : rest
  }
  const first = digit(base)
  return `${base}${first}${digit(`${base}${first}`)}`
}

export interface PayoutPlayerOptions {
  identity?: IdentityState
  /** The PIX key's holder CPF is the player's (true) or someone else's. */
  ownKey?: boolean
  wallet?: number
}

/** A player with a CPF, a PIX key (type CPF), a withdrawal password and money in the wallet. */
export const payoutPlayer = async (
  server: TestServer,
  { identity = 'verified', ownKey = true, wallet = 200_000 }: PayoutPlayerOptions = {},
): Promise<{ player: Player; accountId: number; cpf: string }> => {
  const player = await createPlayer(server.app)
  const cpf = newCpf()
  await server.db.update(users).set({ cpf, identityState: identity }).where(eq(users.id, player.user.id))
  const keyCpf = ownKey ? cpf : newCpf()
  const account = await bindPixKey(server.app, player, { cpf: keyCpf, pixKey: keyCpf, pixKeyType: 'CPF' })
  if (account.code !== 1) throw new Error(`bind_card: ${account.msg}`)
  await setPayPassword(server, player.user.id)
  await fund(server, player.user.id, wallet)
  return { player, accountId: account.data.id, cpf }
}

/** A withdrawal request through index/Withdraw_recharge; its order id. */
export const requestWithdrawal = async (
  server: TestServer,
  player: Player,
  accountId: number,
  amount: number,
): Promise<number> => {
  const answer = await withdrawCall<OrderData>(server.app, player.token, amount, accountId)
  if (answer.code !== 1) throw new Error(`withdraw: ${answer.code} ${answer.msg}`)
  return answer.data.id
}

/** The payout row of an order. */
export const payoutOf = async (server: TestServer, orderId: number) => {
  const [row] = await server.db.select().from(payouts).where(eq(payouts.orderId, orderId))
  if (!row) throw new Error(`no payout for order ${orderId}`)
  return row
}

const WEBHOOK_SECRET = 'payout-webhook-secret-for-tests'
/** Payout rules small enough for a test to cross each limit. */
export const TEST_PAYOUT_RULES: PayoutRules = {
  autoMax: 50_000,
  playerDailyMax: 200_000,
  houseDailyMax: 50_000_000,
}

/** A test server whose payouts follow TEST_PAYOUT_RULES and take webhooks signed with the test secret. */
const createPayoutServer = async (): Promise<TestServer> => {
  const base = await createTestServer()
  await base.close()
  return createTestServer({
    config: {
      payouts: { ...base.config.payouts, webhookSecret: WEBHOOK_SECRET, rules: TEST_PAYOUT_RULES },
    },
  })
}

/** serverWithOperator on a payout test server: read `given.server` and `given.operator`. */
export const payoutServerWithOperator = () => serverWithOperator(createPayoutServer)

/** The provider's notice through POST /api/payouts/webhook, signed as the provider signs it. */
export const postPayoutWebhook = async (server: TestServer, event: PayoutWebhookBody) => {
  const body = JSON.stringify(event)
  const timestamp = Math.floor(Date.now() / 1000)
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/payouts/webhook',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signPixWebhook(WEBHOOK_SECRET, timestamp, body),
    },
    payload: body,
  })
  return response.json()
}
