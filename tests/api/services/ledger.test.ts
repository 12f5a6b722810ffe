import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { ApiError } from '@server/envelope'
import { type AccountRef, getBalances, transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from './ledgerFixtures'

let server: TestServer
let keyCounter = 0
const key = (label: string) => `test:${label}:${keyCounter++}`

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const wallet = (userId: number): AccountRef => ({ userId, kind: 'wallet' })
const game = (userId: number): AccountRef => ({ userId, kind: 'game' })
const deposits: AccountRef = { system: 'deposits' }
const house: AccountRef = { system: 'house' }

/** A player whose wallet holds `amount` centavos, paid in from the deposits clearing account. */
const fundedPlayer = async (amount: number) => {
  const userId = await insertPlayer(server.db)
  await transfer(server.db, {
    key: key('fund'),
    reason: 'deposit',
    reference: `fund:${userId}`,
    from: deposits,
    to: wallet(userId),
    amount,
  })
  return userId
}

const transactionsWithKey = (idempotencyKey: string) =>
  server.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))

const expectApiError = async (promise: Promise<unknown>, code: number) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).code).toBe(code)
}

describe('a transfer', () => {
  test('moves the amount from one account to the other and records both sides with their new balances', async () => {
    const userId = await fundedPlayer(10_000)
    const moved = await transfer(server.db, {
      key: key('convert'),
      reason: 'conversion',
      reference: 'conversion:1',
      from: wallet(userId),
      to: game(userId),
      amount: 2_500,
    })
    expect(moved.replayed).toBe(false)
    expect(
      moved.entries.map(({ account, amount, balanceAfter }) => ({ account, amount, balanceAfter })),
    ).toEqual([
      { account: wallet(userId), amount: -2_500, balanceAfter: 7_500 },
      { account: game(userId), amount: 2_500, balanceAfter: 2_500 },
    ])
    expect(await getBalances(server.db, userId)).toEqual({
      wallet: 7_500,
      game: 2_500,
      withdrawalPending: 0,
      bonus: 0,
    })
  })

  test('opens a player’s accounts on first use, and a player without any has zero balances', async () => {
    const userId = await insertPlayer(server.db)
    expect(await getBalances(server.db, userId)).toEqual({
      wallet: 0,
      game: 0,
      withdrawalPending: 0,
      bonus: 0,
    })
    const opened = await server.db.select().from(accounts).where(eq(accounts.userId, userId))
    expect(opened).toEqual([])
  })

  test('lets the house’s accounts go below zero (money from outside) but never a player’s', async () => {
    const userId = await fundedPlayer(1_000)
    const [clearing] = await server.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(sql`${accounts.userId} is null and ${accounts.kind} = 'deposits'`)
    expect(clearing?.balance).toBeLessThan(0)
    await expectApiError(
      transfer(server.db, {
        key: key('over'),
        reason: 'conversion',
        reference: 'c',
        from: wallet(userId),
        to: game(userId),
        amount: 1_001,
      }),
      Code.InsufficientFunds,
    )
  })

  test('a bet and its win in one movement: entries apply in order, so the stake must be there first', async () => {
    const userId = await insertPlayer(server.db)
    await transfer(server.db, {
      key: key('chips'),
      reason: 'deposit',
      reference: 'r',
      from: deposits,
      to: game(userId),
      amount: 100,
    })
    const round = (bet: number, win: number, label: string) =>
      transfer(server.db, {
        key: key(label),
        reason: 'bet',
        reference: `round:${label}`,
        entries: [
          { account: game(userId), amount: -bet },
          { account: house, amount: bet },
          { account: house, amount: -win },
          { account: game(userId), amount: win },
        ],
      })
    const won = await round(100, 300, 'won')
    expect(won.entries.map((entry) => entry.balanceAfter)).toEqual([
      0,
      expect.any(Number),
      expect.any(Number),
      300,
    ])
    // 400 staked with 300 in hand is refused even though the win would cover it.
    await expectApiError(round(400, 500, 'overstaked'), Code.InsufficientFunds)
    expect((await getBalances(server.db, userId)).game).toBe(300)
  })
})

describe('a refused transfer', () => {
  test('answers InsufficientFunds and writes nothing: no transaction, no entry, balances unchanged', async () => {
    const userId = await fundedPlayer(500)
    const refusedKey = key('refused')
    const entriesBefore = await server.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries)
    await expectApiError(
      transfer(server.db, {
        key: refusedKey,
        reason: 'conversion',
        reference: 'c',
        from: wallet(userId),
        to: game(userId),
        amount: 501,
      }),
      Code.InsufficientFunds,
    )
    expect(await transactionsWithKey(refusedKey)).toEqual([])
    expect(await server.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries)).toEqual(
      entriesBefore,
    )
    expect(await getBalances(server.db, userId)).toMatchObject({ wallet: 500, game: 0 })
  })

  test('can be retried with the same key once the money is there', async () => {
    const userId = await fundedPlayer(100)
    const retryKey = key('retry')
    const request = {
      key: retryKey,
      reason: 'conversion',
      reference: 'c',
      from: wallet(userId),
      to: game(userId),
      amount: 150,
    } as const
    await expectApiError(transfer(server.db, request), Code.InsufficientFunds)
    await transfer(server.db, {
      key: key('topup'),
      reason: 'deposit',
      reference: 'r',
      from: deposits,
      to: wallet(userId),
      amount: 50,
    })
    const moved = await transfer(server.db, request)
    expect(moved.replayed).toBe(false)
    expect(await getBalances(server.db, userId)).toMatchObject({ wallet: 0, game: 150 })
  })

  test('inside a caller’s transaction rolls back only its own part, and the caller may go on', async () => {
    const userId = await fundedPlayer(100)
    const outcome = await server.db.transaction(async (tx) => {
      await transfer(tx, {
        key: key('inner-ok'),
        reason: 'conversion',
        reference: 'c',
        from: wallet(userId),
        to: game(userId),
        amount: 60,
      })
      const refused = await transfer(tx, {
        key: key('inner-refused'),
        reason: 'conversion',
        reference: 'c',
        from: wallet(userId),
        to: game(userId),
        amount: 60,
      }).catch((error: unknown) => error)
      return refused
    })
    expect((outcome as ApiError).code).toBe(Code.InsufficientFunds)
    expect(await getBalances(server.db, userId)).toMatchObject({ wallet: 40, game: 60 })
  })

  test('is part of the caller’s rollback when the caller’s transaction fails later', async () => {
    const userId = await fundedPlayer(100)
    await expect(
      server.db.transaction(async (tx) => {
        await transfer(tx, {
          key: key('outer'),
          reason: 'conversion',
          reference: 'c',
          from: wallet(userId),
          to: game(userId),
          amount: 70,
        })
        throw new Error('the order update failed')
      }),
    ).rejects.toThrow('the order update failed')
    expect(await getBalances(server.db, userId)).toMatchObject({ wallet: 100, game: 0 })
  })
})

describe('idempotency', () => {
  test('a replay with the same key returns the first result and moves nothing', async () => {
    const userId = await fundedPlayer(1_000)
    const request = {
      key: key('replay'),
      reason: 'conversion',
      reference: 'c:9',
      from: wallet(userId),
      to: game(userId),
      amount: 400,
    } as const
    const first = await transfer(server.db, request)
    const second = await transfer(server.db, request)
    expect(second.replayed).toBe(true)
    expect(second.transactionId).toBe(first.transactionId)
    expect(second.entries).toEqual(first.entries)
    expect(await getBalances(server.db, userId)).toMatchObject({ wallet: 600, game: 400 })
    expect(await transactionsWithKey(request.key)).toHaveLength(1)
  })

  test('the same key for a different movement is refused with IdempotencyKeyReused and moves nothing', async () => {
    const userId = await fundedPlayer(1_000)
    const reusedKey = key('reused')
    await transfer(server.db, {
      key: reusedKey,
      reason: 'conversion',
      reference: 'c',
      from: wallet(userId),
      to: game(userId),
      amount: 100,
    })
    for (const other of [
      { amount: 200, reference: 'c', reason: 'conversion' },
      { amount: 100, reference: 'other', reason: 'conversion' },
      { amount: 100, reference: 'c', reason: 'adjustment' },
    ] as const) {
      await expectApiError(
        transfer(server.db, { key: reusedKey, ...other, from: wallet(userId), to: game(userId) }),
        Code.IdempotencyKeyReused,
      )
    }
    await expectApiError(
      transfer(server.db, {
        key: reusedKey,
        reason: 'conversion',
        reference: 'c',
        from: game(userId),
        to: wallet(userId),
        amount: 100,
      }),
      Code.IdempotencyKeyReused,
    )
    expect(await getBalances(server.db, userId)).toMatchObject({ wallet: 900, game: 100 })
  })
})

describe('malformed movements are programming errors and write nothing', () => {
  const cases: [string, Parameters<typeof transfer>[1]][] = [
    [
      'entries that do not sum to zero',
      {
        key: 'bad:1',
        reason: 'adjustment',
        reference: 'x',
        entries: [
          { account: house, amount: 5 },
          { account: deposits, amount: -4 },
        ],
      },
    ],
    [
      'a single entry',
      { key: 'bad:2', reason: 'adjustment', reference: 'x', entries: [{ account: house, amount: 0 }] },
    ],
    [
      'a zero entry',
      {
        key: 'bad:3',
        reason: 'adjustment',
        reference: 'x',
        entries: [
          { account: house, amount: 0 },
          { account: deposits, amount: 0 },
        ],
      },
    ],
    [
      'a fractional amount',
      { key: 'bad:4', reason: 'adjustment', reference: 'x', from: house, to: deposits, amount: 1.5 },
    ],
    [
      'a negative move',
      { key: 'bad:5', reason: 'adjustment', reference: 'x', from: house, to: deposits, amount: -10 },
    ],
    [
      'an empty key',
      { key: '', reason: 'adjustment', reference: 'x', from: house, to: deposits, amount: 10 },
    ],
    [
      'an empty reference',
      { key: 'bad:7', reason: 'adjustment', reference: '', from: house, to: deposits, amount: 10 },
    ],
  ]
  test.each(cases)('%s', async (_label, request) => {
    await expect(transfer(server.db, request)).rejects.toThrow(RangeError)
    expect(await transactionsWithKey(request.key)).toEqual([])
  })
})

test('the database itself refuses a negative player balance, whatever the code does', async () => {
  const userId = await fundedPlayer(10)
  await expect(
    server.db
      .update(accounts)
      .set({ balance: -1 })
      .where(sql`${accounts.userId} = ${userId} and ${accounts.kind} = 'wallet'`),
  ).rejects.toThrow()
  expect((await getBalances(server.db, userId)).wallet).toBe(10)
})

test('after all of the above the ledger is sound: balanced movements, balances equal to their entries', async () => {
  expect(await auditLedger(server.db)).toEqual(SOUND_LEDGER)
})
