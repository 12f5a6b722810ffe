import { createHash } from 'node:crypto'
import { Code } from '@src/contract/codes'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { ApiError } from '../../envelope'
import { ledgerCentavos, ledgerMovements } from '../../metrics'
import { announceRounds } from '../../services/games'
import { getBalances } from '../../services/ledger'
import { type PlayRefusal, PlayRefused, recordingRefusals } from '../../services/protection'
import { GATE_REASONS, GatewayRefusal } from './errors'
import { findProviderSession, hashToken } from './players'

/**
 * The one wallet gateway every provider adapter calls (docs/providers.md). Each command is one statement,
 * a SQL function of server/db/functions/ (ficha_provider_debit and the others), in its own implicit
 * transaction, so one round trip: the player's row locked, the provider's transaction inserted first under
 * its unique key with the fingerprint computed here, the money moved through the ledger (ficha_transfer),
 * the round updated. A refused command leaves nothing behind (the function undoes its writes before it
 * answers the refusal), so its replay is processed again; a committed one is answered again from what was
 * recorded. Here: the checks of the adapter's input, the fingerprint, the wording of the function's answer
 * as a GatewayRefusal, the refusal log (guard.ts) and the live feed's announcement after the commit.
 */

/** The only currency Ficha's wallet holds. */
export const WALLET_CURRENCY = 'BRL'

type CreditKind = 'win' | 'free' | 'jackpot' | 'promo'

interface MoneyCommand {
  provider: string
  userId: number
  /** The provider's id of this transaction. */
  transactionId: string
  /** The provider's id of the round. */
  round: string
  gameCode: string
  currency: string
  /** Centavos, a whole non-negative number (the adapter converts the protocol's units). */
  amount: number
  /** The provider says the round is over with this call. */
  roundClosed?: boolean
}

export interface DebitCommand extends MoneyCommand {
  /** The game session token: a debit needs it live. */
  token: string
}

export interface CreditCommand extends MoneyCommand {
  creditKind: CreditKind
  /** A free credit's free-spin grant, as the provider names it: the win is linked to Ficha's grant. */
  freespinGrant?: string
  /**
   * The provider's id of the debit this credit pays: the credit is refused (betNotFound) unless the player's
   * debit of that id is held and not rolled back. Without it, no debit is asked for.
   */
  betId?: string
}

export interface RollbackCommand {
  provider: string
  userId: number
  /** The provider's id of the rollback itself. */
  transactionId: string
  /** The provider's id of the transaction to reverse. */
  targetId: string
}

/** rollbackRound's command */
interface RoundRollbackCommand {
  provider: string
  userId: number
  transactionId: string
  round: string
}

export interface Outcome {
  /** The player's game balance in centavos, as the first answer to this transaction gave it. */
  balance: number
  /** True when this answers an earlier call with the same id and payload again. */
  replayed: boolean
}

const fingerprint = (...parts: (string | number | boolean | undefined)[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex')

const gameBalance = async (db: Db, userId: number): Promise<number> => (await getBalances(db, userId)).game

const assertMoney = (command: MoneyCommand): void => {
  if (command.currency !== WALLET_CURRENCY) throw new GatewayRefusal('wrongCurrency')
  if (!Number.isSafeInteger(command.amount) || command.amount < 0) throw new GatewayRefusal('badAmount')
}

/** Any failure as a refusal: a database that did not answer (or anything unforeseen) is retryable, never final. */
const refusalOf = async (db: Db, userId: number, error: unknown): Promise<GatewayRefusal> => {
  // A refusal as the command's statement answered it (insufficient funds with the balance after it).
  if (
    error instanceof GatewayRefusal &&
    (error.reason !== 'insufficientFunds' || error.balance !== undefined)
  )
    return error
  if (error instanceof PlayRefused) return new GatewayRefusal(GATE_REASONS[error.refusal.out_refusal])
  const insufficient =
    (error instanceof GatewayRefusal && error.reason === 'insufficientFunds') ||
    (error instanceof ApiError && error.code === Code.InsufficientFunds)
  if (insufficient) {
    const balance = await gameBalance(db, userId).catch(() => undefined)
    return new GatewayRefusal('insufficientFunds', balance)
  }
  return new GatewayRefusal('retryable')
}

/** Runs `work`; protection refusals are logged as for spins, and every failure becomes a refusal. */
const guarded = async <T>(db: Db, userId: number, action: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await recordingRefusals(db, userId, action, work)
  } catch (error) {
    throw await refusalOf(db, userId, error)
  }
}

/**
 * Every out_status the gateway's command functions answer (server/db/functions/ficha_provider_*.sql),
 * declared once here: a test reads the SQL files and checks they answer these and no other.
 * @internal read by that test
 */
export const GATEWAY_STATUSES = [
  'done',
  'insufficientFunds',
  'refused',
  'duplicate',
  'rolledBack',
  'roundClosed',
  'invalidToken',
  'tokenExpired',
  'betNotFound',
] as const

type GatewayStatus = (typeof GATEWAY_STATUSES)[number]

/** A command function's one row. */
interface CommandRow {
  out_status: GatewayStatus
  /** The game balance the answer carries (done), or the balance after the refusal. */
  out_balance: number | string
  out_replayed: boolean
  /** The settled rounds shown in the records and feeds (feedRound.ts), to announce after the commit. */
  out_shown: (number | string)[] | null
  /** refused: the play gate's answer (ficha_play_gate's columns) and the game session's login session. */
  out_detail: string | null
}

/** A movement the command made, for the ledger's counters (services/ledger counts its own the same way). */
interface Movement {
  reason: 'bet' | 'win' | 'reward'
  amount: number
}

/**
 * One command in one statement (its own implicit transaction, so one round trip): the SQL function
 * does the work in wallet.ts's order and answers a status, worded here as the gateway's refusals. A refusal
 * of the play gate is thrown as PlayRefused inside `guarded`, which logs it (and ends the login session's
 * games for the session time limit) as a spin's; the function undid its writes before answering it.
 */
const runStatement = async (
  db: Db,
  userId: number,
  action: string,
  statement: () => SQL,
  movements: Movement[],
): Promise<Outcome> => {
  const row = await guarded(db, userId, action, async () => {
    // The command's checks (currency, amount) run here: their refusals are answered as the gateway's.
    const [answer] = ((await db.execute(statement())) as unknown as { rows: CommandRow[] }).rows
    if (!answer) throw new Error('The gateway function answered nothing')
    switch (answer.out_status) {
      case 'done':
        return answer
      case 'refused': {
        const { login_session_id, ...refusal } = JSON.parse(answer.out_detail ?? '{}') as PlayRefusal & {
          login_session_id: number | null
        }
        throw new PlayRefused(refusal, login_session_id)
      }
      case 'insufficientFunds':
        throw new GatewayRefusal('insufficientFunds', centavos(answer.out_balance))
      default:
        throw new GatewayRefusal(answer.out_status)
    }
  })
  if (!row.out_replayed)
    for (const { reason, amount } of movements) {
      if (amount === 0) continue
      ledgerMovements.inc({ reason })
      ledgerCentavos.inc({ reason }, amount)
    }
  const shown = (row.out_shown ?? []).map((id) => centavos(id))
  // A lost announcement only leaves the round out of the feeds' windows; the table has it.
  if (shown.length > 0) await announceRounds(db, [...new Set(shown)]).catch(() => undefined)
  return { balance: centavos(row.out_balance), replayed: row.out_replayed }
}

/** A debit's arguments of ficha_provider_debit (its debit side), after its checks in TypeScript. */
const debitArguments = (command: DebitCommand): SQL => {
  assertMoney(command)
  const { userId, transactionId, round, gameCode, amount } = command
  const print = fingerprint('debit', userId, amount, command.currency, command.round)
  return sql`${transactionId}::text, ${round}::text, ${gameCode}::text, ${amount}::bigint, ${print}::text, ${hashToken(command.token)}::text, ${command.roundClosed === true}::boolean`
}

/** A credit's arguments of ficha_provider_debit (its credit side), after its checks in TypeScript. */
const creditArguments = (command: CreditCommand): SQL => {
  assertMoney(command)
  const { userId, transactionId, round, gameCode, amount, creditKind, betId } = command
  // The debit paid is part of what a replay must repeat; credits naming none keep their earlier prints.
  const paid = betId === undefined ? [] : [betId]
  const print = fingerprint('credit', userId, amount, command.currency, command.round, creditKind, ...paid)
  return sql`${transactionId}::text, ${round}::text, ${gameCode}::text, ${amount}::bigint, ${print}::text, ${creditKind}::text, ${command.freespinGrant ?? null}::text, ${betId ?? null}::text, ${command.roundClosed === true}::boolean`
}

/** ficha_provider_debit's side that a call does not have: its transaction id null, the side skipped. */
const noDebit = sql`null::text, null::text, null::text, null::bigint, null::text, null::text, null::boolean`
const noCredit = sql`null::text, null::text, null::text, null::bigint, null::text, null::text, null::text, null::text, null::boolean`

/** The one statement of a debit, a credit, or both (ficha_provider_debit). */
const playStatement = (
  { provider, userId }: { provider: string; userId: number },
  debitSide: SQL,
  creditSide: SQL,
  now: Date,
): SQL =>
  sql`select * from ficha_provider_debit(${provider}::text, ${userId}::integer, ${debitSide}, ${creditSide}, ${now.toISOString()}::timestamptz)`

const debitMovement = (command: DebitCommand): Movement => ({ reason: 'bet', amount: command.amount })
const creditMovement = (command: CreditCommand): Movement => ({
  reason: command.creditKind === 'promo' ? 'reward' : 'win',
  amount: command.amount,
})

/** authenticate: the player behind a live game session token. */
export const authenticate = async (
  db: Db,
  provider: string,
  token: string,
): Promise<{ userId: number; balance: number; currency: string }> => {
  const session = await findProviderSession(db, provider, token).catch(() => {
    throw new GatewayRefusal('retryable')
  })
  if (!session) throw new GatewayRefusal('invalidToken')
  if (!session.live) throw new GatewayRefusal('tokenExpired')
  return { userId: session.userId, balance: await balance(db, session.userId), currency: session.currency }
}

/** balance: the player's game balance in centavos. */
export const balance = (db: Db, userId: number): Promise<number> =>
  gameBalance(db, userId).catch(() => {
    throw new GatewayRefusal('retryable')
  })

/** debit: a bet. Needs a live session and passes the play gate (identity, exclusion, loss and session limits). */
export const debit = (db: Db, command: DebitCommand, now = new Date()): Promise<Outcome> =>
  runStatement(
    db,
    command.userId,
    'providerDebit',
    () => playStatement(command, debitArguments(command), noCredit, now),
    [debitMovement(command)],
  )

/** credit: a win, free-spin win, jackpot or promotion; accepted whatever the session's state. */
export const credit = (db: Db, command: CreditCommand): Promise<Outcome> =>
  runStatement(
    db,
    command.userId,
    'providerCredit',
    () => playStatement(command, noDebit, creditArguments(command), new Date()),
    [creditMovement(command)],
  )

/**
 * debit+credit in one call (a round played at once): both or neither, its debit gated as debit's.
 * @internal a command of the gateway's contract that no adapter of today sends; tests play it directly
 */
export const debitCredit = (
  db: Db,
  debitCommand: DebitCommand,
  creditCommand: CreditCommand,
  now = new Date(),
): Promise<Outcome> =>
  runStatement(
    db,
    debitCommand.userId,
    'providerDebit',
    () => playStatement(debitCommand, debitArguments(debitCommand), creditArguments(creditCommand), now),
    [debitMovement(debitCommand), creditMovement(creditCommand)],
  )

/** A rollback's fingerprint over what it reverses: its replay must name the same. */
const rollbackPrint = (userId: number, targets: string[]) => fingerprint('rollback', userId, ...targets)

/** ficha_provider_rollback: of the targets (one, or a batch), or of a whole round (`round`, no targets). */
const rollbackStatement = (
  command: { provider: string; userId: number; transactionId: string },
  targets: string[],
  batch: boolean,
  round: string | null = null,
): SQL =>
  sql`select * from ficha_provider_rollback(${command.provider}::text, ${command.userId}::integer, ${command.transactionId}::text, ${rollbackPrint(command.userId, round === null ? targets : [`round:${round}`])}::text, array(select e.value from jsonb_array_elements_text(${JSON.stringify(targets)}::jsonb) with ordinality e(value, n) order by e.n), ${batch}::boolean, ${round}::text, ${new Date().toISOString()}::timestamptz)`

/**
 * rollback of one transaction. An unknown target leaves a tombstone that refuses the late debit; a target
 * already reversed moves nothing. Accepted whatever the session's state.
 */
export const rollback = (db: Db, command: RollbackCommand): Promise<Outcome> =>
  runStatement(
    db,
    command.userId,
    'providerRollback',
    () => rollbackStatement(command, [command.targetId], false),
    [],
  )

export interface BatchRollbackCommand {
  provider: string
  userId: number
  /** The provider's id of the rollback call. */
  transactionId: string
  /** The provider's ids of the transactions to reverse, in its order. */
  targetIds: string[]
}

/**
 * rollback of a list of transactions in one call, all or nothing: each target as `rollback` treats it
 * (unknown: a tombstone; already reversed: nothing), in one statement under the one id.
 */
export const rollbackBatch = (db: Db, command: BatchRollbackCommand): Promise<Outcome> =>
  runStatement(
    db,
    command.userId,
    'providerRollback',
    () => rollbackStatement(command, command.targetIds, true),
    [],
  )

/**
 * rollback of a whole round: every transaction of it still posted is reversed. No adapter of today sends it;
 * the operator does, cancelling a barred player's open rounds (providers/cancelRounds.ts).
 */
export const rollbackRound = (db: Db, command: RoundRollbackCommand): Promise<Outcome> =>
  runStatement(
    db,
    command.userId,
    'providerRollback',
    () => rollbackStatement(command, [], false, command.round),
    [],
  )

/**
 * end round: the provider says the round is over. An open round is closed (a later debit on it is refused,
 * credits and rollbacks still settle); a round already closed, or never opened, is left as it is.
 */
export const endRound = async (db: Db, provider: string, userId: number, round: string): Promise<void> => {
  await runStatement(
    db,
    userId,
    'providerEndRound',
    () =>
      sql`select * from ficha_provider_end_round(${provider}::text, ${userId}::integer, ${round}::text, ${new Date().toISOString()}::timestamptz)`,
    [],
  )
}
