import { riskCases, riskFlags } from '@server/db/schema/risk'
import { users } from '@server/db/schema/users'
import { runPayouts } from '@server/services/money/payouts'
import { runMonitoring } from '@server/services/protection/monitoring'
import { PixPayoutSimulator } from '@simulator/pixPayout'
import { Code } from '@src/contract/codes'
import type { RiskCase } from '@src/contract/risk'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, type Player, serverWithOperator } from '../helpers'
import { queuedWithdrawal } from '../money/fixtures'
import { payoutOf, payoutPlayer, requestWithdrawal } from '../money/payoutFixtures'

/*
 * The shared-identifier rule weighs what players share: an address (behind a carrier's NAT, thousands of
 * players) never flags on its own; a device, PIX key or document does, an address beside it adds weight;
 * the operator's console log-ins are not sightings of a player. Deciding a case releases what it held.
 */

const given = serverWithOperator()

let tag = Math.floor(Math.random() * 200)
/** A carrier's address and a phone's device id, new at each call. */
const newAddress = () => `100.64.${tag++ % 250}.${1 + Math.floor(Math.random() * 250)}`
const newDevice = () => `device-${crypto.randomUUID()}`

/** A log-in through user/login from `ip`, with the portal's device header. */
const logIn = async (user: { phone: string; password: string }, ip: string, device?: string) => {
  const response = await given.server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: device ? { device } : {},
    payload: { username: user.phone, password: user.password },
    remoteAddress: ip,
  })
  expect(response.json().code).toBe(Code.Ok)
}

/** Players with a verified CPF, a PIX key of their own and money, each a log-in from `ip`. */
const playersAt = async (count: number, ip: string, device?: string) => {
  const players: { player: Player; accountId: number }[] = []
  for (let i = 0; i < count; i++) {
    const made = await payoutPlayer(given.server)
    await logIn(made.player, ip, device ?? newDevice())
    players.push(made)
  }
  return players
}

const monitor = () =>
  runMonitoring(given.server.db, { now: new Date(), since: new Date(Date.now() - 3_600_000) })

const sharedFlags = (userIds: number[]) =>
  given.server.db
    .select()
    .from(riskFlags)
    .where(and(eq(riskFlags.rule, 'sharedIdentifier'), inArray(riskFlags.userId, userIds)))

const openCaseOf = async (userId: number) => {
  const [found] = await given.server.db
    .select()
    .from(riskCases)
    .where(and(eq(riskCases.userId, userId), eq(riskCases.status, 'open')))
  if (!found) throw new Error(`no open case for player ${userId}`)
  return found
}

const withdrawAll = async (players: { player: Player; accountId: number }[], amount = 10_000) => {
  const ids: number[] = []
  for (const { player, accountId } of players)
    ids.push(await requestWithdrawal(given.server, player, accountId, amount))
  await runPayouts(given.server.db, new PixPayoutSimulator(), given.server.config.payouts.rules)
  return ids
}

const decide = (id: number, decision: string, token = given.operator) =>
  call<RiskCase>(
    given.server.app,
    'admin/risk_case_decide',
    { id, decision, reason: 'Reviewed the shared device' },
    { token, lang: 'en' },
  )

/** The withdrawal as the console's queue shows it, or undefined once it left the queue. */
const queued = (orderId: number) => queuedWithdrawal(given.server, given.operator, orderId)

describe('an address alone', () => {
  test('players behind one address are not flagged and their withdrawals are paid', async () => {
    const players = await playersAt(5, newAddress())
    await monitor()
    expect(await sharedFlags(players.map(({ player }) => player.user.id))).toEqual([])
    for (const orderId of await withdrawAll(players))
      expect(await payoutOf(given.server, orderId)).toMatchObject({ status: 'paid' })
  })

  test("the operator's console log-in on a player's device flags neither the operator nor the players", async () => {
    const address = newAddress()
    const device = newDevice()
    const [shares, ...others] = await playersAt(3, address)
    await logIn(shares?.player as Player, address, device)
    await logIn(given.server.app.config.operator, address, device)
    await monitor()
    const [operator] = await given.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, given.server.app.config.operator.phone))
    const ids = [shares, ...others].map((made) => made?.player.user.id as number)
    expect(await sharedFlags([...ids, operator?.id as number])).toEqual([])
  })
})

describe('a shared device', () => {
  test('with an address too, it opens a laundering case for each player and holds their withdrawals', async () => {
    const pair = await playersAt(2, newAddress(), newDevice())
    const [a, b] = pair.map(({ player }) => player.user.id) as [number, number]
    await monitor()
    const flags = await sharedFlags([a, b])
    expect(flags).toHaveLength(2)
    expect(flags.map((flag) => [flag.userId, flag.evidence])).toEqual(
      expect.arrayContaining([
        [a, { with: b, shared: ['device', 'address'], weight: 3 }],
        [b, { with: a, shared: ['device', 'address'], weight: 3 }],
      ]),
    )
    expect((await openCaseOf(a)).rule).toBe('sharedIdentifier')
    for (const orderId of await withdrawAll(pair))
      expect(await payoutOf(given.server, orderId)).toMatchObject({ status: 'held', waitReason: 'riskCase' })
  })

  test('without a common address, two players on one device are not flagged', async () => {
    const device = newDevice()
    const first = await playersAt(1, newAddress(), device)
    const second = await playersAt(1, newAddress(), device)
    await monitor()
    expect(await sharedFlags([...first, ...second].map(({ player }) => player.user.id))).toEqual([])
  })
})

describe('deciding a case', () => {
  /** Two players flagged together (a device and an address), each with a held withdrawal. */
  const heldPair = async () => {
    const pair = await playersAt(2, newAddress(), newDevice())
    await monitor()
    const orders = await withdrawAll(pair)
    return pair.map(({ player }, index) => ({ player, orderId: orders[index] as number }))
  }

  test('clearing a case sends the held withdrawal on, and the queue says so at once', async () => {
    const [cleared, other] = await heldPair()
    if (!cleared || !other) throw new Error('no pair')
    const riskCase = await openCaseOf(cleared.player.user.id)
    expect((await decide(riskCase.id, 'noAction')).code).toBe(Code.Ok)
    expect((await queued(cleared.orderId))?.payoutState).toMatchObject({
      status: 'approved',
      waitReason: null,
    })
    // The other player's own case is still open: theirs stays held.
    expect((await queued(other.orderId))?.payoutState).toMatchObject({
      status: 'held',
      waitReason: 'riskCase',
    })
    await runPayouts(given.server.db, new PixPayoutSimulator(), given.server.config.payouts.rules)
    expect(await payoutOf(given.server, cleared.orderId)).toMatchObject({ status: 'paid', approvedBy: null })
    expect(await queued(cleared.orderId)).toBeUndefined()
  })

  test('a confirmed case keeps the withdrawal held for a person', async () => {
    const [reported] = await heldPair()
    if (!reported) throw new Error('no pair')
    const riskCase = await openCaseOf(reported.player.user.id)
    expect((await decide(riskCase.id, 'reported')).code).toBe(Code.Ok)
    await runPayouts(given.server.db, new PixPayoutSimulator(), given.server.config.payouts.rules)
    expect((await queued(reported.orderId))?.payoutState).toMatchObject({
      status: 'held',
      waitReason: 'riskCase',
    })
  })

  test('while another case of the player is open, clearing one keeps the hold', async () => {
    const [player] = await heldPair()
    if (!player) throw new Error('no pair')
    const userId = player.player.user.id
    const shared = await openCaseOf(userId)
    await given.server.db
      .insert(riskCases)
      .values({ userId, rule: 'passThrough', deadline: new Date(Date.now() + 86_400_000) })
    expect((await decide(shared.id, 'noAction')).code).toBe(Code.Ok)
    expect(await payoutOf(given.server, player.orderId)).toMatchObject({
      status: 'held',
      waitReason: 'riskCase',
    })
  })
})
