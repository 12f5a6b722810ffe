import { rounds } from '@server/db/schema/rounds'
import { users } from '@server/db/schema/users'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { runSeeds } from '@server/seeds'
import { Code } from '@src/contract/codes'
import type { WinList } from '@src/contract/feed'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createTestServer, sharedServer } from '../helpers'
import { auditLedger, SOUND_LEDGER } from '../services/ledgerFixtures'

const given = sharedServer(() => createTestServer({ config: { demoPlayers: true } }))

const demoIds = async () =>
  (await given.server.db.select({ id: users.id }).from(users).where(eq(users.demo, true))).map(
    (user) => user.id,
  )

describe('demo players', () => {
  test('are marked demo, funded through the ledger, and play real rounds that fill the feed', async () => {
    const ids = await demoIds()
    expect(ids.length).toBeGreaterThan(0)
    const played = await given.server.db.select().from(rounds).where(inArray(rounds.userId, ids))
    expect(played.length).toBeGreaterThan(0)
    // Real rounds: committed seeds, a nonce and one ledger movement each.
    for (const round of played) {
      expect(round.seedPairId).not.toBeNull()
      expect(round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    }
    const funding = await given.server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reason, 'demo_funding'))
    expect(funding).toHaveLength(ids.length)
    const bets = await given.server.db
      .select()
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.reference,
          played.map((round) => `round:${round.id}`),
        ),
      )
    expect(bets).toHaveLength(played.length)
    expect(await auditLedger(given.server.db)).toMatchObject(SOUND_LEDGER)

    const feed = await call<WinList>(given.server.app, 'bet/getWinList', { count: 10 })
    expect(feed.code).toBe(Code.Ok)
    expect(feed.data).toHaveLength(10)
    expect(feed.data.every((row) => /^ficha-[a-p]{8}$/.test(row.username))).toBe(true)
  })

  test('seeding again plays nothing new and funds nobody twice', async () => {
    const before = await given.server.db.select({ id: rounds.id }).from(rounds)
    const moves = await given.server.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)
    await runSeeds(given.server.db, given.server.app.config)
    expect(await given.server.db.select({ id: rounds.id }).from(rounds)).toHaveLength(before.length)
    expect(await given.server.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).toHaveLength(
      moves.length,
    )
  })

  test('cannot log in', async () => {
    const [demo] = await given.server.db.select().from(users).where(eq(users.demo, true)).limit(1)
    const login = await call(given.server.app, 'user/login', {
      username: demo?.phone,
      password: 'correct horse 1',
    })
    expect(login.code).not.toBe(Code.Ok)
  })

  test('are off unless asked for: a test or production database starts with an empty feed', async () => {
    const plain = await createTestServer()
    try {
      expect(await plain.db.select().from(users).where(eq(users.demo, true))).toHaveLength(0)
    } finally {
      await plain.close()
    }
  })
})
