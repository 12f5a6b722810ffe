/**
 * Money and play for the rewards tests, through the real server: top-ups are created with
 * index/Withdraw_recharge and paid by the PIX provider's signed notification (which runs the rewards hook);
 * rounds are played by the games' spin service.
 */
import { randomUUID } from 'node:crypto'
import type { App } from '@server/app'
import { findPlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import type { Envelope } from '@src/contract/envelope'
import type { ChannelList, RechargeOrder } from '@src/contract/money'
import type { InviteLinks } from '@src/contract/rewards'
import { expect } from 'vitest'
import { call, createPlayer, type Player, type TestServer } from '../helpers'
import { postWebhook } from '../money/fixtures'

/** A GET under /api with the token header; answers the envelope. */
export const get = async <T>(app: App, path: string, token?: string): Promise<Envelope<T>> =>
  (await app.inject({ method: 'GET', url: `/api/${path}`, headers: token ? { token } : {} })).json()

/** The call's data, failing the test on any code but 1. */
export const data = <T>(answer: Envelope<T>): T => {
  expect(answer.code, answer.msg).toBe(1)
  return answer.data
}

/** A player invited by `inviter` (or by nobody), with their own invitation code. */
export const invitedPlayer = async (app: App, inviter?: { code: string }, ip?: string) => {
  const player = await createPlayer(app, { invitationCode: inviter?.code ?? '', ...(ip ? { ip } : {}) })
  const links = data(await get<InviteLinks>(app, 'index/get_links', player.token))
  return { ...player, code: links.code }
}

/** Creates a PIX top-up of `amount` centavos for the player, paid by the provider's signed notification. */
export const topUp = async (app: App, player: Player, amount: number): Promise<number> => {
  const channels = data(
    await call<ChannelList>(app, 'index/get_rechlist', undefined, { token: player.token }),
  )
  const pix = channels.list.find((channel) => channel.kind === 'pix')
  if (!pix) throw new Error('No PIX channel seeded')
  const created = await app.inject({
    method: 'POST',
    url: '/api/index/Withdraw_recharge',
    headers: { token: player.token, 'idempotency-key': randomUUID() },
    payload: { type: 'recharge', amount, channelId: pix.id },
  })
  const order = data(created.json() as Envelope<RechargeOrder>)
  data(await postWebhook(app, { eventId: randomUUID(), txid: order.txid ?? '', amount }))
  return order.id
}

/** Moves wallet money to the game balance and plays `spins` rounds of `bet` centavos of Fruta Tropical. */
export const play = async (server: TestServer, player: Player, bet: number, spins: number): Promise<void> => {
  const convert = await server.app.inject({
    method: 'POST',
    url: '/api/index/walletTransfer',
    headers: { token: player.token, 'idempotency-key': randomUUID() },
    payload: { direction: 'toGame', amount: bet * spins },
  })
  data(convert.json() as Envelope<unknown>)
  const game = await findPlayableGame(server.db, { slug: 'fruta-tropical' })
  if (!game) throw new Error('Fruta Tropical is not playable')
  for (let round = 0; round < spins; round++) {
    await spin(server.db, { userId: player.user.id, game, bet, clientRoundId: randomUUID() })
  }
}
