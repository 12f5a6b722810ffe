import { Code } from '@src/contract/codes'
import type { Balances } from '@src/contract/wallet'
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import {
  accounts,
  type LedgerReason,
  ledgerEntries,
  ledgerTransactions,
  type PlayerAccountKind,
  type SystemAccountKind,
} from '../../db/schema/wallet'
import { ApiError } from '../../envelope'
import { ledgerCentavos, ledgerMovements } from '../../metrics'

export { reconcileLedger } from './reconcile'

/**
 * The NOTIFY channel on which every movement of a player's money is announced at its commit (payload: the
 * player's id). The ledger's own trigger sends it (migration 0037), so every path that moves money does.
 */
export const BALANCE_CHANNEL = 'player_balances'

/** A player's account, or one of the house's. */
export type AccountRef = { userId: number; kind: PlayerAccountKind } | { system: SystemAccountKind }

/** One side of a movement, in centavos: positive credits the account, negative debits it. */
export interface Entry {
  account: AccountRef
  amount: number
}

interface TransferBase {
  /** Unique per movement, chosen by the caller (e.g. 'deposit:order:42'): a retry moves nothing. */
  key: string
  reason: LedgerReason
  /** What the movement belongs to, e.g. 'order:42' or 'round:7'. */
  reference: string
}

/** Either the entries themselves (summing to zero), or a plain move of a positive amount. */
export type TransferRequest = TransferBase &
  ({ entries: Entry[] } | { from: AccountRef; to: AccountRef; amount: number })

interface PostedEntry {
  accountId: number
  account: AccountRef
  amount: number
  balanceAfter: number
}

export interface Transfer {
  transactionId: number
  key: string
  reason: LedgerReason
  reference: string
  createdAt: Date
  entries: PostedEntry[]
  /** True when this key had already moved money: nothing moved this time. */
  replayed: boolean
}

type AccountRow = typeof accounts.$inferSelect

const refOf = (row: Pick<AccountRow, 'userId' | 'kind'>): AccountRef =>
  row.userId === null
    ? { system: row.kind as SystemAccountKind }
    : { userId: row.userId, kind: row.kind as PlayerAccountKind }

/** One name per account, to compare and sort references: system accounts first, then by player and kind. */
const refName = (ref: AccountRef): string =>
  'system' in ref ? `0:${ref.system}` : `1:${String(ref.userId).padStart(10, '0')}:${ref.kind}`

/** A house reference names its first sub-account: only rounds use the others (services/rounds). */
const refCondition = (ref: AccountRef): SQL | undefined =>
  'system' in ref
    ? and(isNull(accounts.userId), eq(accounts.kind, ref.system), eq(accounts.shard, 0))
    : and(eq(accounts.userId, ref.userId), eq(accounts.kind, ref.kind))

const entriesOf = (request: TransferRequest): Entry[] =>
  'entries' in request
    ? request.entries
    : [
        { account: request.from, amount: -request.amount },
        { account: request.to, amount: request.amount },
      ]

/** Programming errors, not business ones: callers validate amounts from input before moving money. */
const assertWellFormed = (request: TransferRequest, entries: Entry[]): void => {
  if (request.key.length === 0 || request.key.length > 200)
    throw new RangeError('Ledger key must be 1-200 chars')
  if (request.reference.length === 0) throw new RangeError('Ledger reference is required')
  if ('amount' in request && !(request.amount > 0)) throw new RangeError('A move needs a positive amount')
  if (entries.length < 2) throw new RangeError('A movement needs at least two entries')
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new RangeError(`Entry amount must be a non-zero integer of centavos: ${entry.amount}`)
    }
  }
  if (entries.reduce((sum, entry) => sum + entry.amount, 0) !== 0) {
    throw new RangeError('Entries of a movement must sum to zero')
  }
}

/** The accounts of these references, locked FOR UPDATE in one fixed order (players by id, then the house's). */
export const lockAccounts = (tx: Db, refs: AccountRef[]): Promise<AccountRow[]> =>
  tx
    .select()
    .from(accounts)
    .where(or(...refs.map(refCondition)))
    .orderBy(sql`${accounts.userId} is null`, asc(accounts.id))
    .for('update')

/**
 * Accounts come into being on first use (no hook at registration). Missing ones are inserted before any
 * lock is taken and in one fixed order, so two first movements of the same player cannot deadlock.
 * Answers the accounts of these references by their name (refName).
 */
export const openAccounts = async (db: Db, refs: AccountRef[]): Promise<Map<string, AccountRow>> => {
  const unique = [...new Map(refs.map((ref) => [refName(ref), ref])).entries()].sort(([a], [b]) =>
    a < b ? -1 : 1,
  )
  const find = async () =>
    new Map(
      (
        await db
          .select()
          .from(accounts)
          .where(or(...unique.map(([, ref]) => refCondition(ref))))
      ).map((row) => [refName(refOf(row)), row]),
    )
  const existing = await find()
  const missing = unique.filter(([name]) => !existing.has(name)).map(([, ref]) => ref)
  if (missing.length === 0) return existing
  await db
    .insert(accounts)
    .values(
      missing.map((ref) => ('system' in ref ? { kind: ref.system } : { userId: ref.userId, kind: ref.kind })),
    )
    .onConflictDoNothing()
  return find()
}

const sameMovement = (request: TransferRequest, entries: Entry[], first: Transfer): boolean =>
  first.reason === request.reason &&
  first.reference === request.reference &&
  first.entries.length === entries.length &&
  first.entries.every((posted, index) => {
    const entry = entries[index]
    return (
      entry !== undefined &&
      posted.amount === entry.amount &&
      refName(posted.account) === refName(entry.account)
    )
  })

/** The movement first recorded under this key, as it was posted. */
const recorded = async (tx: Db, key: string): Promise<Transfer> => {
  const rows = await tx
    .select({
      transactionId: ledgerTransactions.id,
      reason: ledgerTransactions.reason,
      reference: ledgerTransactions.reference,
      createdAt: ledgerTransactions.createdAt,
      accountId: ledgerEntries.accountId,
      userId: accounts.userId,
      kind: accounts.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, key))
    .orderBy(asc(ledgerEntries.id))
  const [head] = rows
  if (!head) throw new Error(`Ledger transaction ${key} has no entries`)
  return {
    transactionId: head.transactionId,
    key,
    reason: head.reason,
    reference: head.reference,
    createdAt: head.createdAt,
    entries: rows.map((row) => ({
      accountId: row.accountId,
      account: refOf(row),
      amount: row.amount,
      balanceAfter: row.balanceAfter,
    })),
    replayed: true,
  }
}

interface TransferRow {
  out_transaction_id: number | string
  out_created_at: Date | string
  out_replayed: boolean
  /** A player account would have dipped below zero: nothing of the movement was written. */
  out_short: boolean
  out_balances: (number | string)[] | null
}

/**
 * Moves money: one database transaction (a savepoint when `db` is already a transaction, so a caller can
 * change its own rows in the same commit) that opens missing accounts, then posts the entries through
 * ficha_transfer (server/db/functions/ficha_transfer.sql), the one writer of ledger entries, under an
 * idempotency key. Entries apply in the order given; a player account that would dip below zero at any
 * entry refuses the whole movement (ApiError InsufficientFunds, nothing written). A key seen before returns
 * the first result with `replayed: true`, or ApiError IdempotencyKeyReused when the request differs from
 * the first one.
 */
export const transfer = async (db: Db, request: TransferRequest): Promise<Transfer> => {
  const entries = entriesOf(request)
  assertWellFormed(request, entries)
  return db.transaction(async (tx) => {
    const opened = await openAccounts(
      tx,
      entries.map((entry) => entry.account),
    )
    const posting = entries.map((entry) => {
      const row = opened.get(refName(entry.account))
      if (!row) throw new Error(`Account ${refName(entry.account)} was not opened`)
      return { ...entry, row }
    })
    const [moved] = (
      (await tx.execute(
        sql`select * from ficha_transfer(array[${request.key}], array[${request.reason}], array[${request.reference}], ${`{${posting.map(() => 1).join(',')}}`}::integer[], ${`{${posting.map((entry) => entry.row.id).join(',')}}`}::integer[], ${`{${posting.map((entry) => entry.amount).join(',')}}`}::bigint[])`,
      )) as unknown as { rows: TransferRow[] }
    ).rows
    if (!moved) throw new Error('ficha_transfer answered nothing')
    if (moved.out_short) throw new ApiError(Code.InsufficientFunds)
    if (moved.out_replayed) {
      const first = await recorded(tx, request.key)
      if (!sameMovement(request, entries, first)) throw new ApiError(Code.IdempotencyKeyReused)
      return first
    }
    const balances = moved.out_balances ?? []
    const posted = posting.map(
      (entry, index): PostedEntry => ({
        accountId: entry.row.id,
        account: entry.account,
        amount: entry.amount,
        balanceAfter: centavos(balances[index]),
      }),
    )
    ledgerMovements.inc({ reason: request.reason })
    ledgerCentavos.inc(
      { reason: request.reason },
      posted.reduce((credited, entry) => credited + Math.max(entry.amount, 0), 0),
    )
    return {
      transactionId: Number(moved.out_transaction_id),
      key: request.key,
      reason: request.reason,
      reference: request.reference,
      createdAt: new Date(moved.out_created_at),
      entries: posted,
      replayed: false,
    }
  })
}

/** Where each of a player's accounts shows in the API's balances. */
const BALANCE_FIELDS: Record<PlayerAccountKind, keyof Balances> = {
  wallet: 'wallet',
  game: 'game',
  withdrawal_pending: 'withdrawalPending',
  bonus: 'bonus',
  debt: 'debt',
}

/** A player's balances in centavos; accounts not opened yet hold 0, and `debt` shows only while owed. */
export const getBalances = async (db: Db, userId: number): Promise<Balances> => {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId))
  const balances: Balances = { wallet: 0, game: 0, withdrawalPending: 0, bonus: 0 }
  for (const row of rows) {
    if (row.kind !== 'debt' || row.balance > 0)
      balances[BALANCE_FIELDS[row.kind as PlayerAccountKind]] = row.balance
  }
  return balances
}

export { openDebt } from './debt'
