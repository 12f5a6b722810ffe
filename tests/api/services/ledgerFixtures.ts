import type { Db } from '@server/db'
import { centavos } from '@server/db/money'
import { accounts, ledgerEntries } from '@server/db/schema/wallet'
import { createUser } from '@server/services/accounts/users'
import { eq, sql } from 'drizzle-orm'
import { newPhone } from '../helpers'

/** A player straight in the database (no sign-up round trip): ledger tests only need the row. */
export const insertPlayer = async (db: Db): Promise<number> => {
  const user = await createUser(db, { phone: newPhone(), passwordHash: 'not used by ledger tests' })
  if (!user) throw new Error('phone clash')
  return user.id
}

/** auditLedger's answer for a sound ledger: nothing unbalanced, drifted or negative, and the entries sum to 0. */
export const SOUND_LEDGER = { unbalanced: [], drifted: [], negative: [], total: 0 }

/** What the ledger's invariants look like right now; every list is empty and total 0 in a sound ledger. */
export const auditLedger = async (db: Db) => {
  const unbalanced = await db
    .select({ transactionId: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`)
  const drifted = await db
    .select({ accountId: accounts.id })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .groupBy(accounts.id)
    .having(sql`${accounts.balance} <> coalesce(sum(${ledgerEntries.amount}), 0)`)
  const negative = await db
    .select({ accountId: accounts.id })
    .from(accounts)
    .where(sql`${accounts.userId} is not null and ${accounts.balance} < 0`)
  const [total] = await db
    .select({ value: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
  return { unbalanced, drifted, negative, total: centavos(total?.value) }
}
