import { auditLog } from '@server/db/schema/audit'
import { siteSettings } from '@server/db/schema/content'
import { missionProgress, missions, pointsMovements, shopPurchases } from '@server/db/schema/missions'
import { playerProtection } from '@server/db/schema/protection'
import { rounds } from '@server/db/schema/rounds'
import { sessions } from '@server/db/schema/sessions'
import { spin } from '@server/services/games/rounds'
import { getBalances } from '@server/services/ledger'
import { toSpWallClock } from '@server/services/races'
import { Code } from '@src/contract/codes'
import type {
  AdminMission,
  AdminShopItem,
  MissionDefinition,
  MissionList,
  PointsHistory,
  Purchase,
  ShopItemDefinition,
} from '@src/contract/missions'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { directPlay } from '../games/gameFixtures'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { pixOrder, postWebhook } from '../money/fixtures'

const given = serverWithOperator()
const { playing, nextRoundId, funded, play } = directPlay(given, 'missions')

afterEach(async () => {
  // Each test's missions stop counting for the next one.
  await given.server.db.update(missions).set({ state: 'archived' })
  await given.server.db.update(siteSettings).set({ complianceProfile: 'standard' })
})

const HOUR = 3_600_000
const NAMES = { pt: 'Jogue rodadas', en: 'Play rounds', sw: 'Cheza mizunguko', zh: '玩回合' }

const definition = (overrides: Partial<MissionDefinition> = {}): MissionDefinition => ({
  names: NAMES,
  task: 'rounds',
  gameIds: [],
  providers: [],
  minMultiplierBps: 0,
  target: 3,
  startsAt: toSpWallClock(new Date(Date.now() - HOUR)),
  endsAt: toSpWallClock(new Date(Date.now() + HOUR)),
  repeatable: false,
  points: 50,
  ...overrides,
})

const admin = <T>(path: string, body: unknown) =>
  call<T>(given.server.app, path, body, { token: given.operator })

/** A mission saved and published through the console's endpoints. */
const published = async (overrides: Partial<MissionDefinition> = {}): Promise<AdminMission> => {
  const saved = await admin<AdminMission>('admin/mission_save', { mission: definition(overrides) })
  expect(saved.code).toBe(Code.Ok)
  const answer = await admin<AdminMission>('admin/mission_state', { id: saved.data.id, state: 'published' })
  expect(answer.code).toBe(Code.Ok)
  return answer.data
}

const item = (overrides: Partial<ShopItemDefinition> = {}): ShopItemDefinition => ({
  names: { pt: 'Cashback de R$ 5', en: 'R$ 5 cash back', sw: 'Marejesho ya R$ 5', zh: '返现 R$ 5' },
  kind: 'cashback',
  price: 40,
  amount: 500,
  provider: null,
  gameCode: null,
  spins: 0,
  betValue: 0,
  validDays: 7,
  template: null,
  ...overrides,
})

const onSale = async (overrides: Partial<ShopItemDefinition> = {}): Promise<AdminShopItem> => {
  const saved = await admin<AdminShopItem>('admin/shop_item_save', { item: item(overrides) })
  expect(saved.code).toBe(Code.Ok)
  const answer = await admin<AdminShopItem>('admin/shop_item_state', {
    id: saved.data.id,
    state: 'published',
  })
  expect(answer.code).toBe(Code.Ok)
  return answer.data
}

const missionsOf = async (player: Player) =>
  (await call<MissionList>(given.server.app, 'mission/list', undefined, { token: player.token, lang: 'en' }))
    .data

const mine = async (player: Player, missionId: number) =>
  (await missionsOf(player)).missions.find((mission) => mission.id === missionId)

/** A player with `points` points: a one-round mission paying them, played once. */
const withPoints = async (points: number): Promise<Player> => {
  const mission = await published({ target: 1, points })
  const player = await funded()
  await play(player)
  await given.server.db.update(missions).set({ state: 'archived' }).where(eq(missions.id, mission.id))
  return player
}

const buy = (player: Player, itemId: number, clientId: string) =>
  call<Purchase>(given.server.app, 'mission/buy', { itemId, clientId }, { token: player.token, lang: 'en' })

// The same tests run on PostgreSQL when DATABASE_URL is set (scripts/test.mjs's PostgreSQL pass): there the
// purchases racing below are truly concurrent, each on its own connection.
describe('mission progress, counted in the round', () => {
  test('a rounds mission completes at its target, pays its points once and then counts nothing more', async () => {
    const mission = await published({ target: 3, points: 50 })
    const player = await funded()
    await play(player)
    await play(player)
    expect(await mine(player, mission.id)).toMatchObject({
      progress: 2,
      completions: 0,
      done: false,
      name: 'Play rounds',
    })
    await play(player)
    await play(player)
    expect(await mine(player, mission.id)).toMatchObject({ progress: 3, completions: 1, done: true })
    const list = await missionsOf(player)
    expect(list.balance).toBe(50)
    const history = await call<PointsHistory>(
      given.server.app,
      'mission/points',
      {},
      { token: player.token, lang: 'pt' },
    )
    expect(history.data.movements).toEqual([
      expect.objectContaining({ amount: 50, balanceAfter: 50, reason: 'mission', name: 'Jogue rodadas' }),
    ])
  })

  test('a repeatable stakes mission completes as often as the stakes reach its target, the rest carried over', async () => {
    const mission = await published({ task: 'stakes', target: 100, repeatable: true, points: 7 })
    const player = await funded()
    await play(player, 250)
    expect(await mine(player, mission.id)).toMatchObject({ progress: 50, completions: 2, done: false })
    await play(player, 50)
    expect(await mine(player, mission.id)).toMatchObject({ progress: 0, completions: 3 })
    expect((await missionsOf(player)).balance).toBe(21)
  })

  test('a wins mission counts the rounds whose win reaches the multiplier, a days mission a day once', async () => {
    const wins = await published({ task: 'wins', minMultiplierBps: 20_000, target: 1_000 })
    const days = await published({ task: 'days', target: 2 })
    const player = await funded()
    for (let round = 0; round < 30; round += 1) await play(player)
    const [counted] = await given.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rounds)
      .where(
        and(
          eq(rounds.userId, player.user.id),
          sql`${rounds.win} > 0 and ${rounds.win} * 10000 >= ${rounds.bet} * 20000`,
        ),
      )
    expect(await mine(player, wins.id)).toMatchObject({ progress: counted?.n ?? -1 })
    expect(await mine(player, days.id)).toMatchObject({ progress: 1, completions: 0 })
  })

  test("only the mission's games count, and only inside its window while published", async () => {
    const only = await published({ gameIds: [playing.other.id] })
    const later = await published({
      startsAt: toSpWallClock(new Date(Date.now() + 2 * HOUR)),
      endsAt: toSpWallClock(new Date(Date.now() + 3 * HOUR)),
    })
    const player = await funded()
    await play(player)
    await play(player, 100, playing.other)
    expect(await mine(player, only.id)).toMatchObject({ progress: 1 })
    const [ahead] = await given.server.db
      .select()
      .from(missionProgress)
      .where(and(eq(missionProgress.missionId, later.id), eq(missionProgress.userId, player.user.id)))
    expect(ahead).toBeUndefined()
    await admin('admin/mission_state', { id: only.id, state: 'archived' })
    await play(player, 100, playing.other)
    const [row] = await given.server.db
      .select({ progress: missionProgress.progress })
      .from(missionProgress)
      .where(and(eq(missionProgress.missionId, only.id), eq(missionProgress.userId, player.user.id)))
    expect(row?.progress).toBe(1)
  })

  test('a round that fails counts nothing: short of balance, refused by the play gate, or played by an excluded player', async () => {
    const mission = await published({ target: 1 })
    const player = await funded(50)
    await expect(play(player, 100)).rejects.toMatchObject({ code: Code.GameBalanceTooLow })
    expect(await mine(player, mission.id)).toMatchObject({ progress: 0, completions: 0 })
    const [progress] = await given.server.db
      .select()
      .from(missionProgress)
      .where(eq(missionProgress.userId, player.user.id))
    expect(progress).toBeUndefined()
    expect((await missionsOf(player)).balance).toBe(0)

    // A player's spin the play gate refuses (a self-exclusion) is not played, and counts nothing.
    const excluded = await funded()
    const [session] = await given.server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, excluded.user.id))
    await given.server.db.insert(playerProtection).values({
      userId: excluded.user.id,
      exclusionTerm: '7d',
      excludedSince: new Date(),
      excludedUntil: new Date(Date.now() + 7 * 86_400_000),
    })
    await expect(
      spin(given.server.db, {
        userId: excluded.user.id,
        game: playing.game,
        bet: 100,
        clientRoundId: nextRoundId(),
        loginSessionId: session?.id ?? 0,
      }),
    ).rejects.toThrow()
    // The server's own rounds pass no gate: the mission's own eligibility rule keeps them out.
    await play(excluded)
    expect(await mine(excluded, mission.id)).toMatchObject({ progress: 0, completions: 0 })
  })
})

describe('a deposits mission (standard profile)', () => {
  test("a paid deposit counts its amount in the deposit's own transaction", async () => {
    const deposits = await published({ task: 'deposits', target: 5_000, points: 15 })
    const player = await createPlayer(given.server.app)
    const order = await pixOrder(given.server.app, player.token, 3_000)
    expect(await mine(player, deposits.id)).toMatchObject({ progress: 0 })
    await postWebhook(given.server.app, {
      eventId: `mission-pix-${order.id}`,
      txid: order.txid ?? '',
      amount: 3_000,
    })
    expect(await mine(player, deposits.id)).toMatchObject({ progress: 3_000, completions: 0 })
  })
})

describe('the points shop', () => {
  test('cash back bought with points pays the wallet once per client id, and the points ledger adds up', async () => {
    const player = await withPoints(100)
    const cashback = await onSale({ price: 40, amount: 500 })
    const before = await getBalances(given.server.db, player.user.id)
    const first = await buy(player, cashback.id, 'buy-cashback-1')
    expect(first.data).toMatchObject({ state: 'done', replayed: false, balance: 60, price: 40 })
    const again = await buy(player, cashback.id, 'buy-cashback-1')
    expect(again.data).toMatchObject({ id: first.data.id, replayed: true, balance: 60 })
    const after = await getBalances(given.server.db, player.user.id)
    expect(after.wallet - before.wallet).toBe(500)

    const movements = await given.server.db
      .select()
      .from(pointsMovements)
      .where(eq(pointsMovements.userId, player.user.id))
      .orderBy(pointsMovements.id)
    expect(movements.map((movement) => [movement.amount, movement.balanceAfter])).toEqual([
      [100, 100],
      [-40, 60],
    ])
    await expect(
      given.server.db
        .update(pointsMovements)
        .set({ amount: 1 })
        .where(eq(pointsMovements.userId, player.user.id)),
    ).rejects.toThrow()

    const other = await onSale({ price: 10, amount: 100 })
    expect((await buy(player, other.id, 'buy-cashback-1')).code).toBe(Code.PurchaseClientIdTaken)
  })

  test('two purchases at once under one client id spend the points once', async () => {
    const player = await withPoints(100)
    const cashback = await onSale({ price: 30, amount: 300 })
    const answers = await Promise.all([
      buy(player, cashback.id, 'buy-race-1'),
      buy(player, cashback.id, 'buy-race-1'),
      buy(player, cashback.id, 'buy-race-1'),
    ])
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1)
    expect(answers.filter((answer) => !answer.data.replayed)).toHaveLength(1)
    expect((await missionsOf(player)).balance).toBe(70)
  })

  test('purchases racing for the same points: as many succeed as the points pay for, the rest refused, none below 0', async () => {
    const player = await withPoints(100)
    const cashback = await onSale({ price: 30, amount: 100 })
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => buy(player, cashback.id, `buy-many-${n}-${player.user.id}`)),
    )
    expect(answers.filter((answer) => answer.code === Code.Ok)).toHaveLength(3)
    expect(answers.filter((answer) => answer.code === Code.PointsShort)).toHaveLength(3)
    expect((await missionsOf(player)).balance).toBe(10)
    const movements = await given.server.db
      .select()
      .from(pointsMovements)
      .where(eq(pointsMovements.userId, player.user.id))
      .orderBy(pointsMovements.id)
    // Each movement's balance_after is the one before it plus its amount: the ledger adds up.
    let running = 0
    for (const movement of movements) {
      running += movement.amount
      expect(movement.balanceAfter).toBe(running)
    }
    expect(running).toBe(10)
  })

  test('not enough points is refused with its code, naming price and balance, and spends nothing', async () => {
    const player = await withPoints(20)
    const cashback = await onSale({ price: 40, amount: 500 })
    const wallet = (await getBalances(given.server.db, player.user.id)).wallet
    const answer = await buy(player, cashback.id, 'buy-short-1')
    expect(answer.code).toBe(Code.PointsShort)
    expect(answer.msg).toContain('40')
    expect(answer.msg).toContain('20')
    expect((await missionsOf(player)).balance).toBe(20)
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(wallet)
    const purchases = await given.server.db
      .select()
      .from(shopPurchases)
      .where(eq(shopPurchases.userId, player.user.id))
    expect(purchases).toEqual([])
  })

  test('free spins the provider does not grant give the points back', async () => {
    const player = await withPoints(100)
    const spinsItem = await onSale({
      kind: 'freespins',
      amount: 0,
      price: 60,
      provider: 'slotegrator',
      gameCode: 'some-game',
      spins: 10,
      betValue: 20,
      names: { pt: 'Dez giros', en: 'Ten spins', sw: 'Mizunguko kumi', zh: '十次旋转' },
    })
    const answer = await buy(player, spinsItem.id, 'buy-spins-1')
    expect(answer.code).toBe(Code.ShopRewardFailed)
    expect((await missionsOf(player)).balance).toBe(100)
    const [purchase] = await given.server.db
      .select()
      .from(shopPurchases)
      .where(eq(shopPurchases.userId, player.user.id))
    expect(purchase?.state).toBe('failed')
  })

  test('an item not on sale cannot be bought', async () => {
    const player = await withPoints(100)
    const saved = await admin<AdminShopItem>('admin/shop_item_save', { item: item() })
    expect((await buy(player, saved.data.id, 'buy-draft-1')).code).toBe(Code.ShopItemNotFound)
  })
})

describe('the console and the brazil profile', () => {
  test('every change is audited, and a published mission no longer changes', async () => {
    const mission = await published()
    const actions = await given.server.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `mission:${mission.id}`))
      .orderBy(desc(auditLog.id))
    expect(actions.map((row) => row.action)).toEqual(['mission.publish', 'mission.create'])
    const changed = await admin('admin/mission_save', { id: mission.id, mission: definition({ target: 9 }) })
    expect(changed.code).toBe(Code.MissionNotDraft)
    expect((await admin('admin/mission_save', { mission: definition({ task: 'wins' }) })).code).toBe(
      Code.MissionDefinitionInvalid,
    )
  })

  test('brazil refuses a deposit-linked task and a "free" word, and counts no deposit mission published before', async () => {
    const deposits = await published({ task: 'deposits', target: 1000 })
    await given.server.db.update(siteSettings).set({ complianceProfile: 'brazil' })
    expect((await admin('admin/mission_save', { mission: definition({ task: 'deposits' }) })).code).toBe(
      Code.MissionDepositLinked,
    )
    const draft = await admin<AdminMission>('admin/mission_save', { mission: definition() })
    expect(draft.code).toBe(Code.Ok)
    const free = await admin('admin/mission_save', {
      mission: definition({ names: { pt: 'Giros grátis', en: 'Spins', sw: 'Mizunguko', zh: '旋转' } }),
    })
    expect(free.code).toBe(Code.PromotionFreeWithConditions)
    expect(
      (
        await admin('admin/shop_item_save', {
          item: item({ names: { pt: 'Bônus grátis', en: 'Bonus', sw: 'Bonasi', zh: '奖金' } }),
        })
      ).code,
    ).toBe(Code.PromotionFreeWithConditions)
    const player = await createPlayer(given.server.app)
    await given.server.db.execute(sql`select ficha_mission_deposit(${player.user.id}, 5000, now())`)
    const [row] = await given.server.db
      .select()
      .from(missionProgress)
      .where(and(eq(missionProgress.missionId, deposits.id), eq(missionProgress.userId, player.user.id)))
    expect(row).toBeUndefined()
  })
})
