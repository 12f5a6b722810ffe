/**
 * Player-protection test helpers: sign-up with an identity (brazil profile), limits, self-exclusion, a
 * verified player, signed provider notifications with the payer's CPF.
 */

import { randomUUID } from 'node:crypto'
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf'
import type { App } from '@server/app'
import { loadConfig } from '@server/config'
import { users } from '@server/db/schema/users'
import { payReward } from '@server/services/rewards/pay'
import type { PayoutAccount } from '@src/contract/money'
import type { Limits, SetLimitsBody } from '@src/contract/protection'
import { eq } from 'drizzle-orm'
import { fundGame, openGame } from '../games/gameFixtures'
import {
  call,
  createPlayer,
  createTestServer,
  lastCode,
  newIp,
  newPhone,
  type Player,
  type TestServer,
} from '../helpers'
import { addBankAccount, fund, setPayPassword } from '../money/fixtures'

export { generateCpf }

export const ADULT = { fullName: 'Maria da Silva', birthDate: '1990-05-17' }

/**
 * The extended registration marked complete (brazil profile), as if the player gave the set: for tests of
 * what comes after it. tests/api/protection/registration.test.ts goes through the set itself.
 */
export const setRegistered = (server: TestServer, userId: number) =>
  server.db.update(users).set({ registeredAt: new Date() }).where(eq(users.id, userId))

/** user/register with a fresh phone and code, plus `extra` fields; answers the envelope and the phone. */
export const register = async (app: App, extra: Record<string, unknown>, ip = newIp()) => {
  const phone = newPhone()
  await call(app, 'sms/send', { username: phone, purpose: 'register' }, { ip })
  const codes = await lastCode(app, phone, 'register')
  const body = { username: phone, password: 'correct horse 1', codes, agree: true, ...extra }
  return { answer: await call(app, 'user/register', body, { ip, lang: 'en' }), phone, ip }
}

/** Registers with an identity (a new valid CPF unless given), logs in; answers the player and the CPF. */
export const playerWithIdentity = async (
  app: App,
  { cpf = generateCpf(), ...identity }: { cpf?: string; fullName?: string; birthDate?: string } = {},
): Promise<Player & { cpf: string }> => ({
  ...(await createPlayer(app, { fields: { cpf, ...ADULT, ...identity } })),
  cpf: cpf.replace(/\D/g, ''),
})

export const setIdentity = (server: TestServer, userId: number, state: 'verified' | 'pending') =>
  server.db.update(users).set({ identityState: state }).where(eq(users.id, userId))

export const setLimits = (app: App, token: string, body: SetLimitsBody) =>
  call<Limits>(app, 'index/set_limits', body, { token, lang: 'en' })

export const getLimits = (app: App, token: string) =>
  call<Limits>(app, 'index/get_limits', undefined, { token, lang: 'en' })

export const selfExclude = (app: App, player: Player, term: string, password = player.password) =>
  call<Limits>(app, 'index/self_exclude', { term, password }, { token: player.token, lang: 'en' })

/** A player with money in the wallet and the game, a payout account, a password and an open game. */
export const readyPlayer = async (server: TestServer) => {
  const player = await createPlayer(server.app)
  await fund(server, player.user.id, 10_000)
  await fundGame(server.db, player.user.id, 2_000)
  await setPayPassword(server, player.user.id)
  const accountId = await addBankAccount(server.app, player)
  const gameToken = await openGame(server.app, player, 'samba-night')
  return { player, gameToken, accountId }
}

/** Pays the player a R$ 10,00 rebate to wager five times over (key: its idempotency key's tail). */
export const payRebate = (server: TestServer, userId: number, key: string = randomUUID()) =>
  payReward(server.db, {
    userId,
    kind: 'rebate',
    amount: 1_000,
    key: `rebate:${userId}:${key}`,
    wageringMultiple: 5,
  })

/** A brazil-profile test server whose national ban list is the simulator at `url`, asked over HTTP. */
export const brazilServerWithBanList = (url: string, timeoutMs: number): Promise<TestServer> => {
  const defaults = loadConfig({ NODE_ENV: 'test' })
  return createTestServer({
    config: {
      compliance: {
        ...defaults.compliance,
        profile: 'brazil',
        identityProvider: 'development',
        banList: { provider: 'http', url, token: undefined, timeoutMs },
      },
    },
  })
}

/** An index/bind_card body for an e-mail PIX key of the player's, without the CPF it is held under. */
export const emailPixCard = (player: Player) => ({
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phone: player.phone,
  pixKeyType: 'EMAIL',
  pixKey: 'maria@example.com',
})

/** The player binds an e-mail PIX key under their own CPF (index/bind_card): answers its id. */
export const bindOwnCpfKey = async (app: App, player: Player & { cpf: string }): Promise<number> =>
  (
    await call<PayoutAccount>(
      app,
      'index/bind_card',
      { ...emailPixCard(player), cpf: player.cpf },
      { token: player.token },
    )
  ).data.id
