import { spawnSync } from 'node:child_process'
import type { Config } from '@server/config'
import { failedWith } from '@server/db/errors'
import { rowsOf } from '@server/db/rows'
import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { checkLedger } from '@server/services/alerts/jobs'
import { getBalances, transfer } from '@server/services/ledger'
import type { OpenAlerts } from '@src/contract/alerts'
import { databaseEnv } from '@tests/support/postgres'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createTestServer, describeOnPostgres, operatorToken, serverWithOperator } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from '../services/ledgerFixtures'

/** Whether the write fails with SQLSTATE `state` (FC040 append-only, FC041 a balance not moved by its entries). */
const refusedWith = (write: PromiseLike<unknown>, state: string) =>
  Promise.resolve(write).then(
    () => false,
    (error: unknown) => failedWith(error, state),
  )

const silentLog = { info: () => undefined, warn: () => undefined }

let keys = 0
/** A player whose wallet holds `amount`, deposited through the ledger; answers the player and the movement. */
const fundedWallet = async (db: Parameters<typeof transfer>[0], amount: number) => {
  const userId = await insertPlayer(db)
  const movement = await transfer(db, {
    key: `honest:${keys++}:${userId}`,
    reason: 'deposit',
    reference: `honest:${userId}`,
    from: { system: 'deposits' },
    to: { userId, kind: 'wallet' },
    amount,
  })
  return { userId, movement }
}

describe('the database keeps the ledger honest', () => {
  const given = serverWithOperator()

  test('an UPDATE of a ledger entry is refused, and the entry stays as written', async () => {
    const { movement } = await fundedWallet(given.server.db, 1_000)
    const forged = given.server.db
      .update(ledgerEntries)
      .set({ amount: 99_999 })
      .where(eq(ledgerEntries.transactionId, movement.transactionId))
    expect(await refusedWith(forged, 'FC040')).toBe(true)
    const kept = await given.server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, movement.transactionId))
    expect(kept.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-1_000, 1_000])
  })

  test('a DELETE of a ledger entry, even of a balanced pair, is refused; so is TRUNCATE', async () => {
    const { movement } = await fundedWallet(given.server.db, 700)
    const pair = given.server.db
      .delete(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, movement.transactionId))
    expect(await refusedWith(pair, 'FC040')).toBe(true)
    expect(await refusedWith(given.server.db.execute(sql`truncate ledger_entries`), 'FC040')).toBe(true)
    const kept = await given.server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, movement.transactionId))
    expect(kept).toHaveLength(2)
  })

  test("a movement's reason, reference or time cannot be changed, nor the movement removed", async () => {
    const { movement } = await fundedWallet(given.server.db, 300)
    const id = movement.transactionId
    const ledger = given.server.db
    expect(
      await refusedWith(
        ledger.update(ledgerTransactions).set({ reason: 'win' }).where(eq(ledgerTransactions.id, id)),
        'FC040',
      ),
    ).toBe(true)
    expect(
      await refusedWith(
        ledger.execute(
          sql`update ledger_transactions set created_at = created_at - interval '1 day' where id = ${id}`,
        ),
        'FC040',
      ),
    ).toBe(true)
    expect(
      await refusedWith(ledger.delete(ledgerTransactions).where(eq(ledgerTransactions.id, id)), 'FC040'),
    ).toBe(true)
  })

  test('a direct update of a balance is refused, whichever way it goes', async () => {
    const { userId } = await fundedWallet(given.server.db, 500)
    const wallet = and(eq(accounts.userId, userId), eq(accounts.kind, 'wallet'))
    const db = given.server.db
    expect(
      await refusedWith(
        db.execute(
          sql`update accounts set balance = balance + 100 where user_id = ${userId} and kind = 'wallet'`,
        ),
        'FC041',
      ),
    ).toBe(true)
    expect(await refusedWith(db.update(accounts).set({ balance: 0 }).where(wallet), 'FC041')).toBe(true)
    // Nor by pointing the account at entries it has already had, nor by handing it to another player.
    expect(
      await refusedWith(
        db.execute(
          sql`update accounts set balance = balance + 500, last_entry_id = last_entry_id where user_id = ${userId} and kind = 'wallet'`,
        ),
        'FC041',
      ),
    ).toBe(true)
    const other = await insertPlayer(db)
    expect(await refusedWith(db.update(accounts).set({ userId: other }).where(wallet), 'FC041')).toBe(true)
    expect((await getBalances(db, userId)).wallet).toBe(500)
  })

  test('an account opens empty: with a balance it is refused', async () => {
    const userId = await insertPlayer(given.server.db)
    expect(
      await refusedWith(
        given.server.db.insert(accounts).values({ userId, kind: 'bonus', balance: 100 }),
        'FC041',
      ),
    ).toBe(true)
    await given.server.db.insert(accounts).values({ userId, kind: 'bonus' })
    expect((await getBalances(given.server.db, userId)).bonus).toBe(0)
  })

  test('entries inserted by hand move the balances with them, and must carry the balance after them', async () => {
    const { userId } = await fundedWallet(given.server.db, 200)
    const db = given.server.db
    const [wallet] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.kind, 'wallet')))
    const [deposits] = rowsOf<{ id: number; balance: string }>(
      await db.execute(sql`select id, balance from accounts where kind = 'deposits' and user_id is null`),
    )
    const raw = (afterWallet: number) =>
      db.transaction(async (tx) => {
        const [movement] = await tx
          .insert(ledgerTransactions)
          .values({
            idempotencyKey: `by-hand:${userId}:${afterWallet}`,
            reason: 'adjustment',
            reference: 'test',
          })
          .returning()
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values
          (${movement?.id}, ${wallet?.id}, 50, ${afterWallet}),
          (${movement?.id}, ${deposits?.id}, -50, ${Number(deposits?.balance) - 50})`)
      })
    expect(await refusedWith(raw(999), 'FC041')).toBe(true)
    expect((await getBalances(db, userId)).wallet).toBe(200)
    await raw(250)
    expect((await getBalances(db, userId)).wallet).toBe(250)
  })

  test('several movements on one account in one call: each entry carries its balance, the account their sum', async () => {
    const userId = await insertPlayer(given.server.db)
    await given.server.db.insert(accounts).values({ userId, kind: 'game' })
    const [game] = await given.server.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.kind, 'game')))
    const [house] = rowsOf<{ id: number }>(
      await given.server.db.execute(sql`select id from accounts where kind = 'deposits' and user_id is null`),
    )
    const rows = rowsOf<{ out_short: boolean; out_balances: number[] | string }>(
      await given.server.db.execute(sql`select out_short, out_balances from ficha_transfer(
        array['many:${sql.raw(String(userId))}:1', 'many:${sql.raw(String(userId))}:2', 'many:${sql.raw(String(userId))}:3'],
        array['adjustment', 'adjustment', 'adjustment'], array['t', 't', 't'],
        array[1, 1, 2, 2, 3, 3], array[${house?.id}, ${game?.id}, ${game?.id}, ${house?.id}, ${house?.id}, ${game?.id}]::integer[],
        array[-1000, 1000, -300, 300, -50, 50]::bigint[])`),
    )
    expect(rows.map((row) => row.out_short)).toEqual([false, false, false])
    expect((await getBalances(given.server.db, userId)).game).toBe(750)
    const entries = await given.server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, game?.id ?? 0))
      .orderBy(ledgerEntries.id)
    expect(entries.map((entry) => entry.balanceAfter)).toEqual([1_000, 700, 750])
  })

  test('after all of the above the reconciliation finds nothing, and opens no alert', async () => {
    expect(await auditLedger(given.server.db)).toEqual(SOUND_LEDGER)
    expect(await checkLedger(given.server.db, silentLog)).toBeNull()
    const alerts = await call<OpenAlerts>(given.server.app, 'admin/alerts', undefined, {
      token: given.operator,
    })
    expect(alerts.data).toEqual([])
  })
})

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'

const verifyCommand = (config: Config) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-verify.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...databaseEnv(config) },
    encoding: 'utf8',
  })

describeOnPostgres('a difference forged past the triggers', () => {
  test('is found by the job (metric and console alert) and by ledger:verify, naming the account', async () => {
    const server = await createTestServer({ config: { metricsToken: METRICS_TOKEN } })
    try {
      const { userId } = await fundedWallet(server.db, 1_200)
      const intact = verifyCommand(server.config)
      expect(intact.stdout).toMatch(/ledger intact/)
      expect(intact.status).toBe(0)

      // Replica mode skips every trigger: what a superuser, a restore or logical replication could do.
      const [forged] = rowsOf<{ id: number }>(
        await server.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`)
          return tx.execute(sql`update accounts set balance = balance + 500
            where user_id = ${userId} and kind = 'wallet' returning id`)
        }),
      )
      const found = await checkLedger(server.db, silentLog)
      expect(found).toMatchObject({
        accountCount: 1,
        ledgerTotal: 0,
        difference: 500,
        accounts: [{ accountId: forged?.id, userId, kind: 'wallet', balance: 1_700, entries: 1_200 }],
      })

      const metrics = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(metrics.body).toMatch(/^ficha_ledger_difference_centavos 500$/m)
      expect(metrics.body).toMatch(/^ficha_ledger_accounts_out_of_balance 1$/m)

      const alerts = await call<OpenAlerts>(server.app, 'admin/alerts', undefined, {
        token: await operatorToken(server),
      })
      expect(alerts.data).toEqual([
        expect.objectContaining({
          kind: 'ledgerDifference',
          details: expect.objectContaining({
            accounts: [expect.objectContaining({ accountId: forged?.id })],
          }),
        }),
      ])

      const broken = verifyCommand(server.config)
      expect(broken.stderr).toContain(
        `account ${forged?.id} (player ${userId}, wallet): balance 1700, entries 1200`,
      )
      expect(broken.status).toBe(1)
    } finally {
      await server.close()
    }
  }, 180_000)
})
