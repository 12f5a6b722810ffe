import { providerTransactions } from '@server/db/schema/providers'
import { externalPlayerId } from '@server/providers/gateway'
import { expireProviderSession } from '@server/providers/gateway/players'
import { rollbackRound } from '@server/providers/gateway/wallet'
import { answerWalletCall } from '@server/providers/hub88/wallet'
import { revokeSession } from '@server/services/accounts/sessions'
import { type Player, units } from '@simulator/hub88'
import { injectTransport } from '@tests/support/hub88'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { gameBalance, movements, seat as seatPlayer, topUp, unavailable } from './seat'
import { hub88Wallet } from './servers'

const given = hub88Wallet({ checked: true })
const sim = given.sim

const seat = (reais: number) => seatPlayer(given.server, reais)
const game = (userId: number) => gameBalance(given.server, userId)

const moved = (externalId: string) => movements(given.server, 'hub88', externalId)

/** A bet of R$ `reais` the operator accepted: the bet a win then pays. */
const placed = async (player: Player, reais: number) => {
  const bet = sim.bet(player, units(reais))
  expect(await sim.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK' })
  return bet
}

/** Hub88 rolling one of its bets back, by the bet's transaction id. */
const rollBack = (player: Player, bet: ReturnType<typeof sim.bet>) =>
  sim.call('transaction/rollback', sim.rollback(player, String(bet.transaction_uuid)))

const ROLLED_BACK = { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' }

describe('Hub88 seamless wallet', () => {
  it('plays a round: the bet is taken, the win paid, each answer carrying the balance in 1/100,000', async () => {
    const player = await seat(10)
    const info = await sim.call('user/info', sim.body({ user: player.user }))
    expect(info).toMatchObject({ status: 'RS_OK', user: player.user })
    const bet = sim.bet(player, units(1))
    expect(await sim.call('transaction/bet', bet)).toEqual({
      status: 'RS_OK',
      request_uuid: bet.request_uuid,
      user: player.user,
      currency: 'BRL',
      balance: units(9),
    })
    const win = sim.winFor(bet, units(2.5), { round_closed: true })
    expect(await sim.call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: units(11.5) })
    expect(
      await sim.call('user/balance', sim.body({ user: player.user, token: player.token })),
    ).toMatchObject({
      status: 'RS_OK',
      balance: units(11.5),
    })
    expect(await game(player.userId)).toBe(1150)
  })

  it('gives the user id no personal data and keeps it for the player', async () => {
    const player = await seat(0)
    expect(player.user).toMatch(/^f[0-9a-f]{20}$/)
    expect(await externalPlayerId(given.server.db, 'hub88', player.userId)).toBe(player.user)
  })

  it('answers a bet whose answer was lost with its first outcome, charging once', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(2))
    expect(await sim.call('transaction/bet', bet, { lost: true })).toBeNull()
    expect(await sim.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: units(3) })
    expect(await moved(String(bet.transaction_uuid))).toBe(1)
    expect(await game(player.userId)).toBe(300)
  })

  it('pays ten identical wins sent at once one time, answering each with success', async () => {
    const player = await seat(2)
    const win = sim.winFor(await placed(player, 1), units(4))
    const answers = await sim.duplicates('transaction/win', win, 10)
    expect(answers.map((answer) => answer?.status)).toEqual(Array(10).fill('RS_OK'))
    expect(new Set(answers.map((answer) => answer?.balance))).toEqual(new Set([units(5)]))
    expect(await moved(String(win.transaction_uuid))).toBe(1)
  })

  it('refuses a transaction id used again with other data as a duplicate', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(1))
    await sim.call('transaction/bet', bet)
    const other = { ...bet, amount: units(2), request_uuid: 'another' }
    expect(await sim.call('transaction/bet', other)).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      request_uuid: 'another',
    })
    expect(await game(player.userId)).toBe(400)
  })

  it('refuses a bet above the balance with the balance, and its replay never passes as a success', async () => {
    const player = await seat(1)
    const bet = sim.bet(player, units(3))
    const refused = { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: units(1), currency: 'BRL' }
    expect(await sim.call('transaction/bet', bet)).toMatchObject(refused)
    expect(await sim.call('transaction/bet', bet)).toMatchObject(refused)
    // Hub88 rolls the failed bet back; money arriving later cannot revive it.
    await rollBack(player, bet)
    await topUp(given.server, player.userId, 500)
    expect(await sim.call('transaction/bet', bet)).toMatchObject(ROLLED_BACK)
    expect(await game(player.userId)).toBe(600)
  })

  it('keeps a tombstone for a rollback that arrives before its bet, refusing the late bet', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(1))
    expect(await rollBack(player, bet)).toMatchObject({ status: 'RS_OK', balance: units(5) })
    expect(await sim.call('transaction/bet', bet)).toMatchObject(ROLLED_BACK)
    expect(await game(player.userId)).toBe(500)
  })

  it('rolls a bet back once: an unknown id and an id already rolled back move nothing', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(2))
    await sim.call('transaction/bet', bet)
    const first = sim.rollback(player, String(bet.transaction_uuid))
    const again = sim.rollback(player, String(bet.transaction_uuid))
    const unknown = sim.rollback(player, 'never-sent')
    // The first gives the R$ 2 back; its replay, another rollback of the bet and an unknown id answer the same.
    for (const rollback of [first, first, again, unknown]) {
      expect(await sim.call('transaction/rollback', rollback)).toMatchObject({
        status: 'RS_OK',
        balance: units(5),
      })
    }
    expect(await game(player.userId)).toBe(500)
  })

  it('nets a bet answered past the timeout and then cancelled to zero', async () => {
    const player = await seat(5)
    expect(await sim.betTimedOut(player, units(3))).toMatchObject({ status: 'RS_OK', balance: units(5) })
    expect(await game(player.userId)).toBe(500)
  })

  it('refuses bets once the session expired or the player logged out, but pays wins and rollbacks', async () => {
    const expired = await seat(5)
    const bet = sim.bet(expired, units(1))
    await sim.call('transaction/bet', bet)
    await expireProviderSession(given.server.db, 'hub88', expired.token)
    expect(await sim.call('transaction/bet', sim.bet(expired, units(1)))).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
    })
    expect(await sim.call('transaction/win', sim.winFor(bet, units(2)))).toMatchObject({
      status: 'RS_OK',
      balance: units(6),
    })
    const gone = await seat(5)
    const placed = sim.bet(gone, units(1))
    await sim.call('transaction/bet', placed)
    await revokeSession(given.server.db, gone.loginSessionId)
    expect(await sim.call('transaction/bet', sim.bet(gone, units(1)))).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
    })
    const back = sim.rollback(gone, String(placed.transaction_uuid))
    expect(await sim.call('transaction/rollback', back)).toMatchObject({ status: 'RS_OK', balance: units(5) })
  })

  it('records a zero win without moving money', async () => {
    const player = await seat(5)
    const win = sim.winFor(await placed(player, 1), 0)
    expect(await sim.call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: units(4) })
    expect(await moved(String(win.transaction_uuid))).toBe(0)
    const [row] = await given.server.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.externalId, String(win.transaction_uuid)))
    expect(row).toMatchObject({ kind: 'credit', amount: 0, state: 'posted' })
  })

  it('refuses a changed byte, reordered keys under the old signature and a missing signature', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(1))
    const text = JSON.stringify(bet)
    expect(await sim.raw('transaction/bet', text, { corrupt: true })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
    })
    expect(await sim.raw('transaction/bet', text, { unsigned: true })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      request_uuid: bet.request_uuid,
    })
    // The same object re-serialised with its keys in another order is other bytes: the signature fails.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(bet).reverse()))
    const answer = await injectTransport(given.server.app)('transaction/bet', Buffer.from(reordered), {
      'x-hub88-signature': sim.sign(text),
    })
    expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE')
    expect(await game(player.userId)).toBe(500)
  })

  it('accepts fields the documentation does not list', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(1), { is_billable: true, direct_fee: 0, meta: { any: 'thing' } })
    expect(await sim.call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: units(4) })
  })

  it('refuses another currency and amounts below a centavo, moving nothing', async () => {
    const player = await seat(5)
    expect(await sim.call('transaction/bet', sim.bet(player, units(1), { currency: 'EUR' }))).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
    })
    expect(await sim.call('transaction/win', sim.winFor(sim.bet(player, 0), 1_500))).toMatchObject({
      status: 'RS_ERROR_WRONG_TYPES',
    })
    expect(await sim.call('transaction/bet', sim.bet(player, 100.5))).toMatchObject({
      status: 'RS_ERROR_WRONG_TYPES',
    })
    expect(await game(player.userId)).toBe(500)
  })

  it('answers a database that does not respond with the retryable status, then pays the retry once', async () => {
    const player = await seat(5)
    const win = sim.winFor(await placed(player, 1), units(1))
    const text = JSON.stringify(win)
    const down = unavailable(given.server.db)
    const answer = await answerWalletCall(
      down,
      given.server.config.hub88,
      'transaction/win',
      Buffer.from(text),
      sim.sign(text),
    )
    expect(answer).toMatchObject({ status: 'RS_ERROR_UNKNOWN', request_uuid: win.request_uuid })
    expect(await sim.call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: units(5) })
    expect(await moved(String(win.transaction_uuid))).toBe(1)
  })

  it('rolls a whole round back through the gateway: its bets refunded, its wins taken back, once', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, units(2))
    await sim.call('transaction/bet', bet)
    await sim.call('transaction/win', sim.winFor(bet, units(1)))
    const command = {
      provider: 'hub88',
      userId: player.userId,
      transactionId: 'round-back',
      round: String(bet.round),
    }
    expect(await rollbackRound(given.server.db, command)).toEqual({ balance: 500, replayed: false })
    expect(await rollbackRound(given.server.db, command)).toEqual({ balance: 500, replayed: true })
    // Hub88 has no round rollback: its ledger hears of it as the reversal of both transactions.
    for (const entry of sim.ledger.values()) if (entry.user === player.user) entry.state = 'rolled_back'
  })
})
