import { accounts } from '@server/db/schema/wallet'
import type { ApiError } from '@server/envelope'
import { type AccountRef, getBalances, transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { and, eq, isNull } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, sharedServer } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from './ledgerFixtures'

describeOnPostgres('ledger under concurrency', () => {
  const given = sharedServer(createPostgresTestServer)

  const wallet = (userId: number): AccountRef => ({ userId, kind: 'wallet' })
  const deposits: AccountRef = { system: 'deposits' }
  const payouts: AccountRef = { system: 'payouts' }

  const fund = (userId: number, amount: number) =>
    transfer(given.server.db, {
      key: `fund:${userId}:${amount}`,
      reason: 'deposit',
      reference: 'fund',
      from: deposits,
      to: wallet(userId),
      amount,
    })

  /** Settles every promise and tells apart the successes and the business refusals (anything else fails). */
  const settle = async <T>(attempts: Promise<T>[]) => {
    const results = await Promise.allSettled(attempts)
    const refused = results.filter((result) => result.status === 'rejected')
    for (const result of refused) expect((result.reason as ApiError).code).toBe(Code.InsufficientFunds)
    return { succeeded: results.length - refused.length, refused: refused.length }
  }

  test('50 parallel debits against one balance never overdraw and never lose an update', async () => {
    const userId = await insertPlayer(given.server.db)
    await fund(userId, 30_000)
    const debits = Array.from({ length: 50 }, (_, index) =>
      transfer(given.server.db, {
        key: `debit:${userId}:${index}`,
        reason: 'withdrawal',
        reference: `w:${index}`,
        from: wallet(userId),
        to: payouts,
        amount: 1_000,
      }),
    )
    expect(await settle(debits)).toEqual({ succeeded: 30, refused: 20 })
    expect((await getBalances(given.server.db, userId)).wallet).toBe(0)
    expect(await auditLedger(given.server.db)).toMatchObject(SOUND_LEDGER)
  })

  test('50 parallel retries of one request move the money once and all answer the same movement', async () => {
    const userId = await insertPlayer(given.server.db)
    await fund(userId, 5_000)
    const request = {
      key: `retry:${userId}`,
      reason: 'withdrawal',
      reference: 'w',
      from: wallet(userId),
      to: payouts,
      amount: 1_000,
    } as const
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(given.server.db, request)))
    expect(new Set(answers.map((answer) => answer.transactionId)).size).toBe(1)
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1)
    expect((await getBalances(given.server.db, userId)).wallet).toBe(4_000)
  })

  test('players paying each other in both directions at once never deadlock and the money adds up', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => insertPlayer(given.server.db)))
    for (const userId of players) await fund(userId, 10_000)
    // Offsets 1 to 3 never pick the payer itself, and pair every two players both ways round.
    const moves = Array.from({ length: 60 }, (_, index) => {
      const from = players[index % players.length] as number
      const to = players[(index + 1 + (index % 3)) % players.length] as number
      return transfer(given.server.db, {
        key: `cross:${players[0]}:${index}`,
        reason: 'adjustment',
        reference: `cross:${index}`,
        from: wallet(from),
        to: wallet(to),
        amount: 150,
      })
    })
    const { refused } = await settle(moves)
    expect(refused).toBe(0)
    const balances = await Promise.all(players.map((userId) => getBalances(given.server.db, userId)))
    expect(balances.reduce((sum, balance) => sum + balance.wallet, 0)).toBe(40_000)
    expect(await auditLedger(given.server.db)).toMatchObject(SOUND_LEDGER)
  })

  test('a new player’s first movements, all at once, open each account exactly once', async () => {
    const userId = await insertPlayer(given.server.db)
    await Promise.all(Array.from({ length: 20 }, (_, index) => fund(userId, index + 1)))
    const opened = await given.server.db.select().from(accounts).where(eq(accounts.userId, userId))
    expect(opened.map((account) => account.kind)).toEqual(['wallet'])
    expect(opened[0]?.balance).toBe((20 * 21) / 2)
    const houseAccounts = await given.server.db
      .select()
      .from(accounts)
      .where(and(isNull(accounts.userId), eq(accounts.kind, 'deposits')))
    expect(houseAccounts).toHaveLength(1)
  })
})
