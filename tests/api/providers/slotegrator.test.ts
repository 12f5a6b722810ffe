import { providerNonces, providerPlayers, providerTransactions } from '@server/db/schema/providers'
import { expireProviderSession } from '@server/providers/gateway/players'
import { purgeNonces } from '@server/providers/slotegrator/nonces'
import { centavosOf } from '@server/providers/slotegrator/protocol'
import { answerCallback } from '@server/providers/slotegrator/wallet'
import { revokeSession } from '@server/services/accounts/sessions'
import { SlotegratorSimulator } from '@simulator/slotegrator'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { slotegratorInject } from '../../support/slotegrator'
import { merchantKey as goldenKey, type SignatureVector, vector } from '../../support/slotegratorVectors'
import { gameBalance, movements, seat as seatPlayer, topUp, unavailable } from './seat'
import { slotegratorWallet } from './servers'

// Every scenario ends with the provider's ledger equal to the operator's, balanced and never negative.
const given = slotegratorWallet({ checked: true })
const sim = given.sim

const seat = (reais: number) => seatPlayer(given.server, reais, 'slotegrator')
const game = (userId: number) => gameBalance(given.server, userId)

const moved = (externalId: string) => movements(given.server, 'slotegrator', externalId)

const refused = (description: string) => ({ error_code: 'INTERNAL_ERROR', error_description: description })

describe('Slotegrator GIS seamless wallet', () => {
  it('plays a round: the bet is taken, the win paid, each answer carrying the balance in reais', async () => {
    const player = await seat(10)
    expect(await sim.call(sim.balance(player))).toEqual({ balance: 10 })
    const bet = sim.bet(player, '1.00')
    expect(await sim.call(bet)).toEqual({ balance: 9, transaction_id: expect.stringMatching(/^bet-/) })
    const win = sim.win(player, '2.50', { round_id: bet.round_id ?? '', finished: '1' })
    expect(await sim.call(win)).toEqual({ balance: 11.5, transaction_id: expect.stringMatching(/^win-/) })
    expect(await sim.call(sim.balance(player))).toEqual({ balance: 11.5 })
    expect(await game(player.userId)).toBe(1150)
  })

  it('answers a bet whose answer was lost with its first outcome and id, charging once', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '2')
    expect(await sim.call(bet, { lost: true })).toBeNull()
    const first = await sim.send(bet)
    expect(await sim.call(bet)).toEqual(first)
    expect(first).toMatchObject({ balance: 3 })
    expect(await moved(bet.transaction_id ?? '')).toBe(1)
    expect(await game(player.userId)).toBe(300)
  })

  it('pays ten identical wins sent at once one time, answering each with success', async () => {
    const player = await seat(1)
    const win = sim.win(player, '4.00')
    const answers = await sim.duplicates(win, 10)
    expect(answers.filter((answer) => answer && 'error_code' in answer)).toEqual([])
    expect(new Set(answers.map((answer) => answer?.balance))).toEqual(new Set([5]))
    expect(new Set(answers.map((answer) => answer?.transaction_id)).size).toBe(1)
    expect(await moved(win.transaction_id ?? '')).toBe(1)
  })

  it('refuses a transaction id used again with other data, moving nothing', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '1.00')
    await sim.call(bet)
    expect(await sim.call({ ...bet, amount: '2.00' })).toEqual(
      refused('Transaction id already used with other data'),
    )
    expect(await game(player.userId)).toBe(400)
  })

  it('refuses a bet above the balance as INSUFFICIENT_FUNDS, and its replay never passes as a success', async () => {
    const player = await seat(1)
    const bet = sim.bet(player, '3.00')
    const poor = {
      error_code: 'INSUFFICIENT_FUNDS',
      error_description: 'Not enough money to continue playing',
    }
    expect(await sim.call(bet)).toEqual(poor)
    expect(await sim.call(bet)).toEqual(poor)
    // GIS refunds the failed bet; money arriving later cannot revive it.
    expect(await sim.call(sim.refund(player, bet))).toMatchObject({ balance: 1 })
    await topUp(given.server, player.userId, 500)
    expect(await sim.call(bet)).toEqual(refused('Transaction was rolled back'))
    expect(await game(player.userId)).toBe(600)
  })

  it('keeps a tombstone for a refund that arrives before its bet, refusing the late bet', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '1.00')
    expect(await sim.call(sim.refund(player, bet))).toMatchObject({ balance: 5 })
    expect(await sim.call(bet)).toEqual(refused('Transaction was rolled back'))
    expect(await game(player.userId)).toBe(500)
  })

  it('rolls a round back from its list: bets refunded, wins taken back, unknown ids kept as tombstones', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '2.00')
    const round = bet.round_id ?? ''
    await sim.call(bet)
    const win = sim.win(player, '0.50', { round_id: round })
    await sim.call(win)
    expect(await game(player.userId)).toBe(350)
    const late = sim.bet(player, '1.00', { round_id: round })
    const back = sim.rollback(player, round, [bet, win, late])
    const answer = await sim.call(back)
    expect(answer).toEqual({
      balance: 5,
      transaction_id: expect.stringMatching(/^rollback-/),
      rollback_transactions: [bet.transaction_id, win.transaction_id, late.transaction_id],
    })
    // The same rollback again answers its first outcome; another one naming the same ids moves nothing.
    expect(await sim.call(back)).toEqual(answer)
    expect(await sim.call(sim.rollback(player, round, [bet, win]))).toMatchObject({ balance: 5 })
    expect(await sim.call(late)).toEqual(refused('Transaction was rolled back'))
    expect(await moved(back.transaction_id ?? '')).toBe(2)
    expect(await game(player.userId)).toBe(500)
  })

  it('rolls back all of a list or nothing of it', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '2.00')
    await sim.call(bet)
    const stranger = await seat(5)
    const theirs = sim.bet(stranger, '1.00')
    await sim.call(theirs)
    // The second item is another player's: the whole list is refused, the first item's refund undone.
    const mixed = sim.rollback(player, bet.round_id ?? '', [bet, theirs])
    expect(await sim.call(mixed)).toEqual(refused('Transaction id already used with other data'))
    expect(await game(player.userId)).toBe(300)
    expect(await game(stranger.userId)).toBe(400)
    const broken = sim.rollback(player, bet.round_id ?? '', [bet])
    broken['rollback_transactions[1][amount]'] = '0.001'
    broken['rollback_transactions[1][transaction_id]'] = 'other'
    expect(await sim.call(broken)).toEqual(refused('Invalid amount'))
    expect(await game(player.userId)).toBe(300)
  })

  it('nets a bet answered past the timeout and then refunded to zero', async () => {
    const player = await seat(5)
    expect(await sim.betTimedOut(player, '3.00')).toMatchObject({ balance: 5 })
    expect(await game(player.userId)).toBe(500)
  })

  it('refuses bets once the session expired or the player logged out, but pays wins and refunds', async () => {
    const expired = await seat(5)
    const bet = sim.bet(expired, '1.00')
    await sim.call(bet)
    await expireProviderSession(given.server.db, 'slotegrator', expired.token)
    expect(await sim.call(sim.bet(expired, '1.00'))).toEqual(refused('Session expired'))
    expect(await sim.call(sim.win(expired, '2.00', { round_id: bet.round_id ?? '' }))).toMatchObject({
      balance: 6,
    })
    const gone = await seat(5)
    const placed = sim.bet(gone, '1.00')
    await sim.call(placed)
    await revokeSession(given.server.db, gone.loginSessionId)
    expect(await sim.call(sim.bet(gone, '1.00'))).toEqual(refused('Session expired'))
    expect(await sim.call(sim.refund(gone, placed))).toMatchObject({ balance: 5 })
  })

  it('records a zero win without moving money', async () => {
    const player = await seat(5)
    const win = sim.win(player, '0.00')
    expect(await sim.call(win)).toMatchObject({ balance: 5 })
    expect(await moved(win.transaction_id ?? '')).toBe(0)
    const [row] = await given.server.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.externalId, win.transaction_id ?? ''))
    expect(row).toMatchObject({ kind: 'credit', amount: 0, state: 'posted' })
  })

  it('refuses a changed byte, a signature over unsorted parameters, a missing header and a wrong merchant', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '1.00')
    expect(await sim.call(bet, { corrupt: true })).toEqual(refused('Invalid signature'))
    expect(await sim.call(bet, { unsorted: true })).toEqual(refused('Invalid signature'))
    for (const missing of ['X-Merchant-Id', 'X-Timestamp', 'X-Nonce', 'X-Sign'] as const)
      expect(await sim.call(bet, { missing })).toEqual(refused('Missing authentication header'))
    const other = new SlotegratorSimulator(slotegratorInject(given.server.app))
    expect(await other.send(sim.balance(player))).toEqual(refused('Invalid signature'))
    expect(await game(player.userId)).toBe(500)
    // The signature sorts the parameters: the same call with its fields in another order is the same call.
    expect(await sim.call(bet, { reorder: true })).toMatchObject({ balance: 4 })
  })

  it('refuses a timestamp more than 30 seconds off and a nonce used before', async () => {
    const player = await seat(5)
    expect(await sim.call(sim.bet(player, '1.00'), { skew: -31 })).toEqual(refused('Request expired'))
    expect(await sim.call(sim.bet(player, '1.00'), { skew: 31 })).toEqual(refused('Request expired'))
    expect(await sim.call(sim.balance(player), { skew: -25 })).toEqual({ balance: 5 })
    const nonce = sim.lastNonce
    expect(await sim.call(sim.bet(player, '1.00'), { nonce })).toEqual(refused('Nonce already used'))
    // Two calls racing with one fresh nonce: the unique insert lets exactly one through.
    const racing = await Promise.all(
      [1, 2].map(() => sim.send(sim.balance(player), { nonce: `r${nonce.slice(1)}` })),
    )
    expect(racing).toEqual(expect.arrayContaining([{ balance: 5 }, refused('Nonce already used')]))
    expect(await game(player.userId)).toBe(500)
  })

  it('purges nonces once no call carrying them can pass the time window', async () => {
    const old = new Date(Date.now() - 3_600_000)
    await given.server.db
      .insert(providerNonces)
      .values({ provider: 'slotegrator', nonce: 'an-old-nonce', seenAt: old })
    await purgeNonces(given.server.db, 'slotegrator', new Date())
    const left = await given.server.db
      .select()
      .from(providerNonces)
      .where(and(eq(providerNonces.provider, 'slotegrator'), eq(providerNonces.nonce, 'an-old-nonce')))
    expect(left).toEqual([])
  })

  it('refuses another currency and amounts below a centavo, moving nothing', async () => {
    const player = await seat(5)
    expect(await sim.call(sim.bet(player, '1.00', { currency: 'EUR' }))).toEqual(refused('Wrong currency'))
    expect(await sim.call({ ...sim.balance(player), currency: 'USD' })).toEqual(refused('Wrong currency'))
    for (const amount of ['1.005', '0.001', '-1.00', '1e2', '1,50', ''])
      expect(await sim.call(sim.win(player, amount))).toMatchObject({ error_code: 'INTERNAL_ERROR' })
    expect(await game(player.userId)).toBe(500)
    expect([centavosOf('12.5'), centavosOf('0.10'), centavosOf('3'), centavosOf('1.500')]).toEqual([
      1250, 10, 300, 150,
    ])
  })

  it('answers a database that does not respond with the retryable INTERNAL_ERROR, then pays the retry once', async () => {
    const player = await seat(5)
    const win = sim.win(player, '1.00')
    const down = unavailable(given.server.db)
    let headers: Record<string, string> = {}
    let body = ''
    const capture = new SlotegratorSimulator(async (sent, sentHeaders) => {
      body = sent
      headers = sentHeaders
      return {}
    }, sim.merchantKey)
    await capture.send(win)
    const { answer } = await answerCallback(
      down,
      given.server.config.slotegrator,
      Buffer.from(body),
      (name) => headers[name],
    )
    expect(answer).toEqual(refused('Temporary failure, retry'))
    expect(await sim.call(win)).toMatchObject({ balance: 6 })
    expect(await moved(win.transaction_id ?? '')).toBe(1)
  })

  it('answers a second refund of a bet with the first refund’s transaction id, moving nothing', async () => {
    const player = await seat(5)
    const bet = sim.bet(player, '2.00')
    await sim.call(bet)
    const first = await sim.call(sim.refund(player, bet))
    expect(first).toEqual({ balance: 5, transaction_id: expect.stringMatching(/^refund-/) })
    const second = sim.refund(player, bet)
    expect(second.transaction_id).not.toBe(bet.transaction_id)
    expect(await sim.call(second)).toEqual(first)
    expect(await moved(second.transaction_id ?? '')).toBe(0)
    expect(await game(player.userId)).toBe(500)
  })
})

/** A call GIS's PHP signed (the golden vectors), answered as it arrives at its own time with its own key. */
const phpSigned = (entry: SignatureVector) =>
  answerCallback(
    given.server.db,
    {
      ...given.server.config.slotegrator,
      merchantId: entry.headers['X-Merchant-Id'],
      merchantKey: goldenKey,
    },
    Buffer.from(entry.body),
    (name) => (name === 'X-Sign' ? entry.sign : entry.headers[name as keyof SignatureVector['headers']]),
    new Date(Number(entry.headers['X-Timestamp']) * 1000),
  )

describe('Slotegrator calls signed by PHP', () => {
  /** The seated player (R$ 5) whose provider player id is the one the vectors name; each test has its own. */
  const goldenPlayer = async () => {
    await given.server.db
      .delete(providerPlayers)
      .where(
        and(eq(providerPlayers.provider, 'slotegrator'), eq(providerPlayers.externalId, 'gis-golden-player')),
      )
    const player = await seat(5)
    await given.server.db
      .update(providerPlayers)
      .set({ externalId: 'gis-golden-player' })
      .where(and(eq(providerPlayers.provider, 'slotegrator'), eq(providerPlayers.userId, player.userId)))
    return { ...player, user: 'gis-golden-player' }
  }

  it('accepts a rollback PHP signed and reverses exactly the transactions it lists', async () => {
    const player = await goldenPlayer()
    const round = { round_id: 'golden-round' }
    for (const bet of [
      sim.bet(player, '2.00', { ...round, transaction_id: 'golden-bet-1' }),
      sim.bet(player, '1.00', { ...round, transaction_id: 'golden-bet-2' }),
      sim.win(player, '0.50', { ...round, transaction_id: 'golden-win-1' }),
    ])
      await sim.call(bet)
    expect(await game(player.userId)).toBe(250)
    const { answer } = await phpSigned(vector('rollback of listed transactions'))
    expect(answer).toEqual({
      balance: 4,
      transaction_id: expect.stringMatching(/^rollback-/),
      rollback_transactions: ['golden-bet-1', 'golden-win-1'],
    })
    // The unlisted bet of the same round stands.
    for (const id of ['golden-bet-1', 'golden-win-1']) {
      const held = sim.ledger.get(id)
      if (held) held.state = 'rolled_back'
    }
    expect(await game(player.userId)).toBe(400)
    expect(await moved('golden-bet-2')).toBe(1)
  })

  it("accepts wins PHP signed whose values hold a space, ~*()!' and letters outside ASCII", async () => {
    const player = await goldenPlayer()
    expect((await phpSigned(vector('space and reserved characters'))).answer).toEqual({
      balance: 7.5,
      transaction_id: expect.stringMatching(/^win-/),
    })
    expect((await phpSigned(vector('unicode'))).answer).toMatchObject({ balance: 8.75 })
    // GIS holds both wins as paid.
    sim.ledger.set('golden-win-space', { kind: 'win', centavos: 250, state: 'ok' })
    sim.ledger.set('golden-win-unicode', { kind: 'win', centavos: 125, state: 'ok' })
    expect(await game(player.userId)).toBe(875)
  })
})
