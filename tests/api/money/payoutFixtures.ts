/**
 * PIX payout test helpers: players with a CPF of their own and its identity state, a PIX key under
 * their CPF or someone else's, and a withdrawal request through the API.
 */
import { payouts } from '@server/db/schema/payouts'
import { users } from '@server/db/schema/users'
import type { OrderData } from '@src/contract/money'
import type { IdentityState } from '@src/contract/protection'
import { eq } from 'drizzle-orm'
import { createPlayer, type Player, type TestServer } from '../helpers'
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
