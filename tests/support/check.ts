/**
 * What every provider simulator checks after a scenario (docs/providers.md): the provider's ledger equals
 * the operator's provider transactions, every ledger transaction sums to zero, no player balance is negative.
 */
import type { Db } from '@server/db'
import { providerTransactions } from '@server/db/schema/providers'
import { accounts, ledgerEntries } from '@server/db/schema/wallet'
import { and, eq, inArray, sql } from 'drizzle-orm'

/** One transaction a provider holds as accepted, in centavos. */
export interface Held {
  kind: 'bet' | 'win'
  centavos: number
  state: 'ok' | 'rolled_back'
}

/** The differences found, empty when the provider's `ledger` and the operator's books agree. */
export const checkLedgers = async (
  db: Db,
  provider: string,
  ledger: ReadonlyMap<string, Held>,
): Promise<string[]> => {
  const problems: string[] = []
  const rows = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, provider),
        inArray(providerTransactions.kind, ['debit', 'credit']),
      ),
    )
  // What stands on each side: rolled-back and refused transactions moved nothing net on either.
  const operator = new Map(
    rows
      .filter((row) => row.state === 'posted')
      .map((row) => [row.externalId, `${row.kind === 'debit' ? 'bet' : 'win'}:${row.amount}`]),
  )
  const held = new Map(
    [...ledger]
      .filter(([, entry]) => entry.state === 'ok')
      .map(([id, entry]) => [id, `${entry.kind}:${entry.centavos}`]),
  )
  for (const id of new Set([...operator.keys(), ...held.keys()])) {
    if (operator.get(id) !== held.get(id))
      problems.push(`${id}: operator ${operator.get(id) ?? 'none'}, provider ${held.get(id) ?? 'none'}`)
  }
  const unbalanced = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`)
  for (const { id } of unbalanced) problems.push(`ledger transaction ${id} does not sum to zero`)
  const negative = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.userId} is not null and ${accounts.balance} < 0`)
  for (const { id } of negative) problems.push(`account ${id} is negative`)
  return problems
}
