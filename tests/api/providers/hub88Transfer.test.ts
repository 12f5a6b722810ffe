import { loadConfig } from '@server/config'
import { games } from '@server/db/schema/catalogue'
import { providerRoundSyncs, providerTransfers } from '@server/db/schema/providers'
import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { externalPlayerId } from '@server/providers/gateway'
import { RESOLVE_AFTER_MS, resolveTransfers, transferWalletOf } from '@server/providers/transfers'
import { getBalances } from '@server/services/ledger'
import { Hub88Simulator, units } from '@simulator/hub88'
import type { HeldTransfers } from '@src/contract/catalogue'
import { checkLedgers, type Held } from '@tests/support/check'
import { injectTransport } from '@tests/support/hub88'
import { and, eq, isNull, like, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchGame } from '../games/gameFixtures'
import { call, describeOnPostgres, operatorToken } from '../helpers'
import { PRODUCTION_ENV } from '../productionEnv'
import { fundedPlayer } from './seat'
import { gamePageSpin, runningHub88, syncGames } from './servers'

const given = runningHub88({
  hub88: { wallet: 'transfer', subPartnerId: 'ficha-test' },
  transferWallet: true,
})
beforeAll(async () => {
  const synced = await syncGames(given.server)
  expect(synced.code).toBe(1)
})

const sim = () => given.running.transfer
const wallet = () => {
  const made = transferWalletOf(given.server.db, given.server.app.config.hub88)
  if (!made) throw new Error('the test server is not a transfer-wallet site')
  return made
}

/** A player with R$ `reais` in the game balance, and what the simulator knows them by. */
const player = async (reais: number) => {
  const created = await fundedPlayer(given.server, reais)
  const user = await externalPlayerId(given.server.db, 'hub88', created.user.id)
  return { ...created, userId: created.user.id, user, start: reais * 100 }
}
type Seated = Awaited<ReturnType<typeof player>>

const open = (gambler: Seated) => launchGame(given.server.app, gambler, 'hub88-sim-fortune')
const leave = (gambler: Seated) => call(given.server.app, 'index/out_game', {}, { token: gambler.token })

const orders = (userId: number) =>
  given.server.db
    .select()
    .from(providerTransfers)
    .where(eq(providerTransfers.userId, userId))
    .orderBy(providerTransfers.id)

/** Centavos of this player's orders still held (their part of the provider_held account). */
const held = async (userId: number) =>
  (await orders(userId))
    .filter((order) => order.state === 'pending' || order.state === 'unknown')
    .reduce((sum, order) => sum + order.amount, 0)

const ficha = async (userId: number) => {
  const { wallet: inWallet, game } = await getBalances(given.server.db, userId)
  return inWallet + game
}

/** Ledger movements of one order (its hold, then its settlement or return). */
const movementsOf = async (transactionUuid: string) =>
  (
    await given.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `ptw:${transactionUuid}:%`))
  )[0]?.n

/**
 * The rounds' transactions Hub88 lists for the site up to the job's read mark, as the operator must have
 * recorded them (those made since are read at a later pass).
 */
const hub88Read = async (): Promise<Map<string, Held>> => {
  const [mark] = await given.server.db.select().from(providerRoundSyncs)
  const listed = given.running.transactions.recorded.filter(
    ({ at }) => mark && at.getTime() <= mark.syncedUntil.getTime(),
  )
  const undone = new Set(listed.map(({ transaction }) => transaction.reference_transaction_uuid))
  return new Map(
    listed
      .filter(({ transaction }) => transaction.type !== 'rollback')
      .map(({ transaction }) => [
        transaction.transaction_uuid,
        {
          kind: transaction.type === 'bet' ? 'bet' : 'win',
          centavos: transaction.amount / 1_000,
          state: undone.has(transaction.transaction_uuid) ? 'rolled_back' : 'ok',
        },
      ]),
  )
}

/**
 * After each scenario: Hub88's rounds read are the operator's provider transactions, every ledger movement
 * sums to zero and no player balance is negative, and what
 * Ficha holds as moved to Hub88 (provider_funds) equals Hub88's balances less what players won there, but
 * for the rounds the job has read from Hub88 (their stakes and prizes booked on provider_funds).
 */
const checked = new Set<Seated>()
afterEach(async () => {
  expect(await checkLedgers(given.server.db, 'hub88', await hub88Read())).toEqual([])
  const [funds] = await given.server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(isNull(accounts.userId), eq(accounts.kind, 'provider_funds')))
  const atHub88 = [...sim().balances.values()].reduce((sum, value) => sum + value, 0)
  const won = [...sim().results.values()].reduce((sum, value) => sum + value, 0)
  const unsettled = (await given.server.db.select().from(providerTransfers))
    .filter((order) => order.state !== 'settled' && order.state !== 'returned')
    .reduce((sum, order) => sum + (order.direction === 'deposit' ? 1 : -1) * order.amount, 0)
  const [rounds] = await given.server.db
    .select({ booked: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.kind, 'provider_funds'), like(ledgerTransactions.reference, 'gp:hub88:round:%')))
  // An order still held may or may not have reached Hub88: only settled ones are counted on both sides.
  if (unsettled === 0) expect(((funds?.balance ?? 0) - (rounds?.booked ?? 0)) * 1_000).toBe(atHub88 - won)
  // Each player's money: at Hub88, held, or home, equal to the start plus what they won at Hub88.
  for (const gambler of checked) {
    const total =
      sim().balanceOf(gambler.user) / 1_000 + (await held(gambler.userId)) + (await ficha(gambler.userId))
    expect(total).toBe(gambler.start + (sim().results.get(gambler.user) ?? 0) / 1_000)
  }
})
const watch = (gambler: Seated) => {
  checked.add(gambler)
  return gambler
}

describe('Hub88 transfer wallet', () => {
  it('moves the game balance into Hub88 when the game opens and back when it is left', async () => {
    const gambler = watch(await player(10))
    const launch = await open(gambler)
    expect(launch.code).toBe(1)
    expect(sim().balanceOf(gambler.user)).toBe(units(10))
    expect(await ficha(gambler.userId)).toBe(0)
    // Rounds at Hub88: R$ 2 bet, R$ 5 won, then R$ 1 lost.
    sim().play(gambler.user, units(2), units(5))
    sim().play(gambler.user, units(1), 0)
    const left = await leave(gambler)
    expect(left.code).toBe(1)
    expect(sim().balanceOf(gambler.user)).toBe(0)
    expect(await ficha(gambler.userId)).toBe(1200)
    expect(
      (await orders(gambler.userId)).map(({ direction, amount, state }) => ({ direction, amount, state })),
    ).toEqual([
      { direction: 'deposit', amount: 1000, state: 'settled' },
      { direction: 'withdraw', amount: 1200, state: 'settled' },
    ])
  })

  it('plays the game page’s spins against Hub88’s balance, and brings the winnings home', async () => {
    const gambler = watch(await player(10))
    const launch = await open(gambler)
    const spin = gamePageSpin(given.running.url, launch.data.url)
    // The simulator's cycle: the first spin pays twice the bet, the second nothing.
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: units(2), balance: units(11) })
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: 0, balance: units(10) })
    expect(await spin()).toMatchObject({ status: 'RS_OK', win: units(0.5), balance: units(9.5) })
    await leave(gambler)
    expect(await ficha(gambler.userId)).toBe(950)
  })

  it('asks about a deposit whose answer was lost, by its id, and finds it applied: moved once', async () => {
    const gambler = watch(await player(8))
    const before = { ...sim().received }
    sim().fault('lostAfterApply')
    expect((await open(gambler)).code).toBe(1)
    expect(sim().received.deposit - before.deposit).toBe(1)
    expect(sim().received.check_transfer - before.check_transfer).toBe(1)
    expect(sim().balanceOf(gambler.user)).toBe(units(8))
    const [deposit] = await orders(gambler.userId)
    expect(deposit).toMatchObject({ state: 'settled', amount: 800, checks: 1 })
    expect(await movementsOf(String(deposit?.transactionUuid))).toBe(2)
    expect(await ficha(gambler.userId)).toBe(0)
  })

  it('asks about a withdrawal whose answer was lost, and pays the player once', async () => {
    const gambler = watch(await player(4))
    await open(gambler)
    sim().fault('lostAfterApply')
    expect((await leave(gambler)).code).toBe(1)
    expect(sim().balanceOf(gambler.user)).toBe(0)
    expect(await ficha(gambler.userId)).toBe(400)
    const withdrawal = (await orders(gambler.userId)).at(-1)
    expect(withdrawal).toMatchObject({ direction: 'withdraw', state: 'settled', amount: 400 })
    expect(await movementsOf(String(withdrawal?.transactionUuid))).toBe(2)
  })

  it('holds a deposit Hub88 never received, shows it to the operator, and returns it once Hub88 says it has none', async () => {
    const gambler = watch(await player(6))
    sim().fault('neverArrives')
    expect((await open(gambler)).code).toBe(1)
    expect(sim().balanceOf(gambler.user)).toBe(0)
    // Not found right after the call: it could still be on its way, so it stays held and flagged.
    const [deposit] = await orders(gambler.userId)
    expect(deposit).toMatchObject({ state: 'unknown', amount: 600 })
    expect(await ficha(gambler.userId)).toBe(0)
    expect(await held(gambler.userId)).toBe(600)

    const token = await operatorToken(given.server)
    const list = await call<HeldTransfers>(given.server.app, 'admin/provider_transfers', {}, { token })
    expect(list.data.find((order) => order.transactionUuid === deposit?.transactionUuid)).toMatchObject({
      direction: 'deposit',
      amount: 600,
      state: 'unknown',
      userId: gambler.userId,
    })
    expect(
      (await call(given.server.app, 'admin/provider_transfers', {}, { token: gambler.token })).code,
    ).toBe(403)

    // The job, once the call is long over: still not found, so never received: the money comes home.
    await resolveTransfers(wallet(), new Date(Date.now() + RESOLVE_AFTER_MS + 1_000))
    expect((await orders(gambler.userId))[0]).toMatchObject({ state: 'returned' })
    expect(await ficha(gambler.userId)).toBe(600)
    expect(sim().balanceOf(gambler.user)).toBe(0)
    const after = await call<HeldTransfers>(given.server.app, 'admin/provider_transfers', {}, { token })
    expect(after.data.some((order) => order.transactionUuid === deposit?.transactionUuid)).toBe(false)
  })

  it('keeps a transfer held while Hub88 cannot tell its status, and settles it once it can', async () => {
    const gambler = watch(await player(5))
    sim().fault('late')
    sim().unknownFor(2)
    expect((await open(gambler)).code).toBe(1)
    expect((await orders(gambler.userId))[0]).toMatchObject({ state: 'unknown', checks: 1 })
    const later = new Date(Date.now() + RESOLVE_AFTER_MS + 1_000)
    await resolveTransfers(wallet(), later)
    expect((await orders(gambler.userId))[0]).toMatchObject({ state: 'unknown', checks: 2 })
    expect(await held(gambler.userId)).toBe(500)
    // The call reaches Hub88 after all, and Hub88 can tell its status again.
    sim().applyLate()
    await resolveTransfers(wallet(), later)
    const [deposit] = await orders(gambler.userId)
    expect(deposit).toMatchObject({ state: 'settled', checks: 3 })
    expect(sim().balanceOf(gambler.user)).toBe(units(5))
    expect(await movementsOf(String(deposit?.transactionUuid))).toBe(2)
    await leave(gambler)
    expect(await ficha(gambler.userId)).toBe(500)
  })

  it('brings the balance back when the login session ends without leaving the game', async () => {
    const gambler = watch(await player(3))
    await open(gambler)
    sim().play(gambler.user, units(1), units(3))
    // Still playing: the job leaves the money at Hub88.
    await resolveTransfers(wallet())
    expect(sim().balanceOf(gambler.user)).toBe(units(5))
    expect((await call(given.server.app, 'logout', {}, { token: gambler.token })).code).toBe(1)
    await resolveTransfers(wallet())
    expect(sim().balanceOf(gambler.user)).toBe(0)
    expect(await ficha(gambler.userId)).toBe(500)
    // Home: the next pass finds nothing to do for this player.
    const before = sim().received.balance
    await resolveTransfers(wallet())
    expect(sim().received.balance).toBe(before)
  })

  it('returns a deposit Hub88 refuses at once, without asking about it', async () => {
    const gambler = watch(await player(3))
    const before = sim().received.check_transfer
    sim().fault('refuse')
    expect((await open(gambler)).code).toBe(1)
    expect((await orders(gambler.userId))[0]).toMatchObject({
      state: 'returned',
      lastAnswer: 'deposit: RS_ERROR_INVALID_PARTNER',
    })
    expect(sim().received.check_transfer).toBe(before)
    expect(sim().balanceOf(gambler.user)).toBe(0)
    expect(await ficha(gambler.userId)).toBe(300)
  })

  it('asks Hub88 nothing when a player who never played there leaves a game', async () => {
    const gambler = watch(await player(2))
    const before = { ...sim().received }
    expect((await leave(gambler)).code).toBe(1)
    expect(sim().received).toEqual(before)
    expect(await orders(gambler.userId)).toEqual([])
  })

  it('keeps the money at Hub88 while another of the player’s games still plays', async () => {
    const gambler = watch(await player(4))
    await open(gambler)
    const other = await launchGame(given.server.app, gambler, 'hub88-sim-rocket')
    expect(other.code).toBe(1)
    const [fortune] = await given.server.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.slug, 'hub88-sim-fortune'))
    await call(given.server.app, 'index/out_game', { id: fortune?.id }, { token: gambler.token })
    expect(sim().balanceOf(gambler.user)).toBe(units(4))
    await leave(gambler)
    expect(sim().balanceOf(gambler.user)).toBe(0)
    expect(await ficha(gambler.userId)).toBe(400)
  })

  it('refuses Hub88’s seamless callbacks: a site uses one wallet model', async () => {
    const seamless = new Hub88Simulator(injectTransport(given.server.app))
    const body = seamless.body({ user: 'f00000000000000000000' })
    expect(await seamless.call('user/info', body)).toEqual({
      status: 'RS_ERROR_INVALID_PARTNER',
      request_uuid: body.request_uuid,
    })
  })
})

describe('Hub88 wallet model setting', () => {
  const PRODUCTION = {
    ...PRODUCTION_ENV,
    HUB88_API_URL: 'https://api.hub88.example',
    HUB88_OPERATOR_ID: '7',
    HUB88_PUBLIC_KEY: given.operator.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    HUB88_PRIVATE_KEY: given.operator.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }

  it('is seamless unless set, and refuses an unknown model naming the setting', () => {
    expect(loadConfig(PRODUCTION).hub88.wallet).toBe('seamless')
    expect(() => loadConfig({ ...PRODUCTION, HUB88_WALLET: 'hybrid' })).toThrow(/HUB88_WALLET/)
  })

  it('needs the site’s sub_partner_id in transfer mode', () => {
    expect(() => loadConfig({ ...PRODUCTION, HUB88_WALLET: 'transfer' })).toThrow(/HUB88_SUB_PARTNER_ID/)
    const config = loadConfig({ ...PRODUCTION, HUB88_WALLET: 'transfer', HUB88_SUB_PARTNER_ID: 'ficha-br' })
    expect(config.hub88).toMatchObject({ wallet: 'transfer', subPartnerId: 'ficha-br' })
  })
})

describeOnPostgres('Hub88 transfer wallet under concurrency', () => {
  it('settles a held order once when two passes of the job resolve it at the same time', async () => {
    const gambler = watch(await player(7))
    sim().fault('late')
    await open(gambler)
    sim().applyLate()
    const later = new Date(Date.now() + RESOLVE_AFTER_MS + 1_000)
    await Promise.all([resolveTransfers(wallet(), later), resolveTransfers(wallet(), later)])
    const [deposit] = await orders(gambler.userId)
    expect(deposit).toMatchObject({ state: 'settled' })
    expect(await movementsOf(String(deposit?.transactionUuid))).toBe(2)
    expect(sim().balanceOf(gambler.user)).toBe(units(7))
    await leave(gambler)
    expect(await ficha(gambler.userId)).toBe(700)
  })
})
