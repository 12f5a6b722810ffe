import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { failedWith } from '@server/db/errors'
import { rowsOf } from '@server/db/rows'
import { accounts, ledgerEntries, ledgerTransactions } from '@server/db/schema/wallet'
import { sqlFunctionFiles } from '@server/db/sqlFunctions'
import { transfer } from '@server/services/ledger'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { insertPlayer } from '../services/ledgerFixtures'

const given = sharedServer()

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** Whether the write fails at commit with FC002, the trigger's "transaction does not sum to zero". */
const refusedAsUnbalanced = (write: Promise<unknown>) =>
  write.then(
    () => false,
    (error: unknown) => failedWith(error, 'FC002'),
  )

describe('the ledger has one write path', () => {
  test('the database refuses a ledger transaction whose entries do not sum to zero, and keeps nothing of it', async () => {
    const userId = await insertPlayer(given.server.db)
    const [account] = await given.server.db
      .insert(accounts)
      .values({ userId, kind: 'wallet' })
      .onConflictDoNothing()
      .returning()
    const refused = given.server.db.transaction(async (tx) => {
      const [movement] = await tx
        .insert(ledgerTransactions)
        .values({ idempotencyKey: `unbalanced:${userId}`, reason: 'adjustment', reference: 'test' })
        .returning()
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values (${movement?.id}, ${account?.id}, 100, 100)`,
      )
    })
    expect(await refusedAsUnbalanced(refused)).toBe(true)
    const kept = await given.server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `unbalanced:${userId}`))
    expect(kept).toEqual([])
  })

  test('the database refuses an entry added later to a balanced transaction', async () => {
    const userId = await insertPlayer(given.server.db)
    const movement = await transfer(given.server.db, {
      key: `balanced:${userId}`,
      reason: 'adjustment',
      reference: 'test',
      from: { system: 'deposits' },
      to: { userId, kind: 'wallet' },
      amount: 500,
    })
    const [posted] = movement.entries
    // The entry carries its account's balance after it: only the zero sum is wrong.
    const refused = given.server.db.execute(
      sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values (${movement.transactionId}, ${posted?.accountId}, 1, ${(posted?.balanceAfter ?? 0) + 1})`,
    )
    expect(await refusedAsUnbalanced(refused)).toBe(true)
    const entries = await given.server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, movement.transactionId))
    expect(entries.map((entry) => entry.amount)).toEqual([-500, 500])
  })

  test('only ficha_transfer inserts ledger entries, in the database and in the sources', async () => {
    const writers = rowsOf<{ proname: string }>(
      await given.server.db.execute(
        sql`select proname from pg_proc where prosrc ~* 'insert\\s+into\\s+ledger_entries' order by proname`,
      ),
    )
    expect(writers.map((row) => row.proname)).toEqual(['ficha_transfer'])

    // Migrations are history (earlier bodies of the round function); everything else is looked at.
    const sources = filesUnder('server').filter(
      (path) => !path.includes('/migrations/') && /\.(ts|sql)$/.test(path),
    )
    const writing = sources.filter((path) =>
      /insert\s+into\s+ledger_entries|\.insert\(\s*ledgerEntries\s*\)/i.test(readFileSync(path, 'utf8')),
    )
    expect(writing).toEqual([join('server', 'db', 'functions', 'ficha_transfer.sql')])
  })

  test('every SQL function file is applied when the database opens', async () => {
    const files = sqlFunctionFiles()
    expect(files.map((file) => file.name)).toContain('ficha_transfer')
    for (const file of files) {
      // The function's own body: a file may drop an older signature in a DO block before it.
      const body = file.text.slice(file.text.indexOf('CREATE OR REPLACE FUNCTION')).split('$$')[1]
      const [stored] = rowsOf<{ prosrc: string }>(
        await given.server.db.execute(sql`select prosrc from pg_proc where proname = ${file.name}`),
      )
      expect(stored?.prosrc, file.name).toBe(body)
    }
  })
})
