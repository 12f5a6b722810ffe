import { Code } from '@src/contract/codes'
import {
  REGULATOR_MAX_RECORDS,
  type RegulatorDayStatus,
  type RegulatorFileKind,
} from '@src/contract/regulator-values'
import { and, eq, sql } from 'drizzle-orm'
import { type Db, primaryReads, type Reads } from '../../db'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'
import { regulatorDays, regulatorFiles } from '../../db/schema/regulator'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'
import { dayStartSql } from '../calendar'
import {
  type BetRow,
  type BettorRow,
  type FileLayout,
  SIGAP_LAYOUT,
  type SigapRows,
  type WalletRow,
} from './sigapLayout'
import { validateParts } from './validate'
import { renderPart, sha256 } from './xml'

/** The settings a build needs (SIGAP_XSD_DIR, SIGAP_OPERATOR_ID). */
export interface RegulatorSettings {
  xsdDir: string
  operatorId: string
}

/** Who asked for a build: the job (no actor) or an operator, audited with the reason and address. */
export interface BuildRequest {
  actorId?: number | null
  reason?: string
  ip?: string | null
}

/** A build of the day holds it this long at most: a build left 'building' longer (a crash) is taken over. */
const STALE_BUILD = sql`interval '1 hour'`

/** Parts validated in one run of the validator (about 2.7 MB each for bets). */
const VALIDATION_BATCH = 12

/** An instant of the database as UTC ISO 8601 with milliseconds: the same text on both drivers. */
const iso = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The São Paulo day's bounds [start, end) as timestamptz SQL. */
const bounds = (day: string) => ({ start: dayStartSql(day), end: dayStartSql(sql`${day}::date + 1`) })

/** A failed totals check or an unexpected error: the day's unfinished parts are marked failed with it. */
class TotalsMismatch extends Error {}

/**
 * Writes one kind's records as parts of at most REGULATOR_MAX_RECORDS: each part rendered, hashed, validated
 * against the supplied XSD and stored ('building' until the totals check, 'failed' with the validator's
 * message when the XSD refuses it). `pages` yields the records in their file order.
 */
const writeParts = async <Kind extends RegulatorFileKind>(
  { db, settings, day }: { db: Db; settings: RegulatorSettings; day: string },
  kind: Kind,
  count: number,
  pages: AsyncIterable<SigapRows[Kind][]>,
): Promise<Record<string, number>> => {
  type Row = SigapRows[Kind]
  const layout: FileLayout<Row> = SIGAP_LAYOUT[kind]
  const zero = () => Object.fromEntries(layout.totals.map(({ total }) => [total, 0]))
  const parts = Math.max(1, Math.ceil(count / REGULATOR_MAX_RECORDS))
  const fileTotals = zero()
  let records = 0
  let part = 0
  let buffer: Row[] = []
  // Rendered parts wait in a batch for one validator run; a batch is validated and stored while the next
  // one is read and rendered.
  let batch: { part: number; records: number; totals: Record<string, number>; content: Buffer }[] = []
  let storing: Promise<void> = Promise.resolve()
  const store = async (parts: typeof batch) => {
    const errors = await validateParts(
      settings.xsdDir,
      layout.xsd,
      parts.map((done) => ({ fileName: layout.fileName(day, done.part), bytes: done.content })),
    )
    for (const [index, done] of parts.entries()) {
      const error = errors[index] ?? null
      await db.insert(regulatorFiles).values({
        day,
        kind,
        part: done.part,
        status: error ? 'failed' : 'building',
        sha256: sha256(done.content),
        records: done.records,
        totals: done.totals,
        error,
        content: done.content,
      })
    }
  }
  const send = async () => {
    const parts = batch
    batch = []
    await storing
    storing = store(parts)
  }
  const flush = async (rows: Row[]) => {
    part += 1
    const totals = zero()
    for (const row of rows) layout.addTotals(totals, row)
    for (const [name, value] of Object.entries(totals)) fileTotals[name] = (fileTotals[name] ?? 0) + value
    records += rows.length
    const content = renderPart(layout, { operator: settings.operatorId, day, part, parts }, rows, totals)
    batch.push({ part, records: rows.length, totals, content })
    if (batch.length >= VALIDATION_BATCH) await send()
  }
  for await (const page of pages) {
    buffer = buffer.concat(page)
    while (buffer.length >= REGULATOR_MAX_RECORDS && part < parts - 1) {
      await flush(buffer.slice(0, REGULATOR_MAX_RECORDS))
      buffer = buffer.slice(REGULATOR_MAX_RECORDS)
    }
  }
  await flush(buffer)
  await send()
  await storing
  if (part !== parts || records !== count)
    throw new TotalsMismatch(`${kind}: ${records} records in ${part} parts, ${count} expected`)
  return { ...fileTotals, records }
}

/** Marks a kind's parts still 'building' ready, or failed with the totals check's message. */
const settleKind = async (db: Db, day: string, kind: RegulatorFileKind, mismatch: string | null) => {
  await db
    .update(regulatorFiles)
    .set(mismatch ? { status: 'failed', error: mismatch } : { status: 'ready' })
    .where(
      and(eq(regulatorFiles.day, day), eq(regulatorFiles.kind, kind), eq(regulatorFiles.status, 'building')),
    )
}

/** "stake 1234 ≠ ledger 1200" for each total that differs (centavos), or null when all agree. */
const compare = (file: Record<string, number>, ledger: Record<string, number>): string | null => {
  const differences = Object.entries(ledger)
    .filter(([name, value]) => file[name] !== value)
    .map(([name, value]) => `${name}: file ${file[name] ?? 0}, ledger ${value}`)
  return differences.length ? `totals differ from the ledger (centavos): ${differences.join('; ')}` : null
}

// ---------------------------------------------------------------------------------------------- bets

interface BetRecord extends BetRow {
  /** The keyset: the exact end instant as the database prints it, and the id. */
  endKey: string
}

type RawBet = Omit<BetRecord, 'stake' | 'prize' | 'id' | 'userId'> & {
  id: string | number
  userId: string | number
  stake: string | number
  prize: string | number
}

const toBet = (row: RawBet): BetRecord => ({
  ...row,
  id: Number(row.id),
  userId: Number(row.userId),
  stake: centavos(row.stake),
  prize: centavos(row.prize),
})

/** One page of the day's own rounds (settled, ended in the day), in (ended_at, id) order after `after`. */
const ownRounds = async (db: Db, day: string, after: { key: string; id: number } | null) => {
  const { start, end } = bounds(day)
  const rows = rowsOf<RawBet>(
    await db.execute(sql`
      select 'own' as "source", r.id as "id", null as "externalId", g.provider as "provider", g.slug as "game",
             r.user_id as "userId", u.cpf as "cpf", r.bet as "stake", r.win as "prize",
             ${iso(sql.raw('r.started_at'))} as "startedAt", ${iso(sql.raw('r.ended_at'))} as "endedAt",
             r.ended_at::text as "endKey"
      from rounds r join games g on g.id = r.game_id join users u on u.id = r.user_id
      where r.settled and r.provider_round_id is null and not u.demo
        and r.ended_at >= ${start} and r.ended_at < ${end}
        ${after ? sql`and (r.ended_at, r.id) > (${after.key}::timestamptz, ${after.id}::bigint)` : sql``}
      order by r.ended_at, r.id
      limit ${REGULATOR_MAX_RECORDS}`),
  )
  return rows.map(toBet)
}

/** One page of the day's provider rounds (closed, ended in the day), in (ended_at, id) order. */
const providerRoundsOf = async (db: Db, day: string, after: { key: string; id: number } | null) => {
  const { start, end } = bounds(day)
  const rows = rowsOf<RawBet>(
    await db.execute(sql`
      select 'provider' as "source", p.id as "id", p.external_id as "externalId", p.provider as "provider",
             p.game_code as "game", p.user_id as "userId", u.cpf as "cpf", p.bet as "stake", p.win as "prize",
             ${iso(sql.raw('p.started_at'))} as "startedAt", ${iso(sql.raw('p.ended_at'))} as "endedAt",
             p.ended_at::text as "endKey"
      from provider_rounds p join users u on u.id = p.user_id
      where p.state = 'closed' and not u.demo
        and p.ended_at >= ${start} and p.ended_at < ${end}
        ${after ? sql`and (p.ended_at, p.id) > (${after.key}::timestamptz, ${after.id}::bigint)` : sql``}
      order by p.ended_at, p.id
      limit ${REGULATOR_MAX_RECORDS}`),
  )
  return rows.map(toBet)
}

async function* keyset(
  fetch: (after: { key: string; id: number } | null) => Promise<BetRecord[]>,
): AsyncIterable<BetRecord[]> {
  // The next page is asked for before this one is rendered: the database reads while the part is written.
  const ask = (after: { key: string; id: number } | null) => {
    const page = fetch(after)
    // Awaited at the next turn; until then a failure must not count as unhandled.
    page.catch(() => undefined)
    return page
  }
  let next = ask(null)
  for (;;) {
    const page = await next
    if (page.length < REGULATOR_MAX_RECORDS) {
      if (page.length > 0) yield page
      return
    }
    const last = page[page.length - 1] as BetRecord
    next = ask({ key: last.endKey, id: last.id })
    yield page
  }
}

/** Own rounds first, then the providers' (each in end order): the bets file's order. */
async function* betPages(db: Db, day: string): AsyncIterable<BetRecord[]> {
  yield* keyset((after) => ownRounds(db, day, after))
  yield* keyset((after) => providerRoundsOf(db, day, after))
}

const countBets = async (db: Db, day: string): Promise<number> => {
  const { start, end } = bounds(day)
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select (select count(*) from rounds r join users u on u.id = r.user_id
              where r.settled and r.provider_round_id is null and not u.demo
                and r.ended_at >= ${start} and r.ended_at < ${end})
           + (select count(*) from provider_rounds p join users u on u.id = p.user_id
              where p.state = 'closed' and not u.demo and p.ended_at >= ${start} and p.ended_at < ${end}) as n`),
  )
  return Number(row?.n ?? 0)
}

/**
 * The ledger's stakes and prizes of the day's rounds, read from the movements written under each round's
 * reference (never from the rounds' own columns): an own round's one movement (stake out of the game
 * balance, prize back); a provider round's bets, wins and promotional credits, and its rollbacks (a refunded
 * stake credits the player, a reversed prize debits them); a transfer-wallet round's the same, on the money
 * held at the provider instead of the player's game balance.
 */
const ledgerOfBets = async (db: Db, day: string): Promise<Record<string, number>> => {
  const { start, end } = bounds(day)
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      with day_rounds as (
        select 'round:' || r.id as reference, r.user_id from rounds r join users u on u.id = r.user_id
        where r.settled and r.provider_round_id is null and not u.demo
          and r.ended_at >= ${start} and r.ended_at < ${end}
        union all
        select 'gp:' || p.provider || ':round:' || p.id, p.user_id from provider_rounds p join users u on u.id = p.user_id
        where p.state = 'closed' and not u.demo and p.ended_at >= ${start} and p.ended_at < ${end}
      ), moves as (
        select t.reason, e.amount from day_rounds d
        join ledger_transactions t on t.reference = d.reference
        join ledger_entries e on e.transaction_id = t.id
        -- The player's side of each movement: their account, or for a round played on a transfer wallet
        -- the money held at the provider (provider_funds), which that round's stakes and prizes move.
        join accounts a on a.id = e.account_id and (a.user_id = d.user_id or a.kind = 'provider_funds')
        where t.reason in ('bet', 'win', 'reward', 'adjustment')
      )
      select coalesce(sum(case when reason = 'bet' and amount < 0 then -amount
                               when reason = 'adjustment' and amount > 0 then -amount else 0 end), 0) as stake,
             coalesce(sum(case when reason = 'bet' and amount > 0 then amount
                               when reason in ('win', 'reward') then amount
                               when reason = 'adjustment' and amount < 0 then amount else 0 end), 0) as prize
      from moves`),
  )
  return { stake: centavos(row?.stake), prize: centavos(row?.prize) }
}

// ------------------------------------------------------------------------------------------- bettors

/** The players active in the day (a round of the bets file or a wallet movement), with their play totals. */
const bettorsOf = async (db: Db, day: string): Promise<BettorRow[]> => {
  const { start, end } = bounds(day)
  const rows = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      with play as (
        select r.user_id, r.bet, r.win from rounds r
        where r.settled and r.provider_round_id is null and r.ended_at >= ${start} and r.ended_at < ${end}
        union all
        select p.user_id, p.bet, p.win from provider_rounds p
        where p.state = 'closed' and p.ended_at >= ${start} and p.ended_at < ${end}
      ), moved as (
        select distinct a.user_id from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id and a.user_id is not null
        where t.created_at >= ${start} and t.created_at < ${end} and t.reason not in ('bet', 'win')
      ), active as (
        select user_id, count(*) as rounds, sum(bet) as stake, sum(win) as prize from play group by user_id
        union all
        select user_id, 0, 0, 0 from moved
      )
      select u.id as "userId", u.cpf as "cpf", u.full_name as "fullName", u.birth_date::text as "birthDate",
             ${iso(sql.raw('u.created_at'))} as "registeredAt",
             sum(x.rounds) as "rounds", sum(x.stake) as "stake", sum(x.prize) as "prize"
      from active x join users u on u.id = x.user_id
      where not u.demo
      group by u.id
      order by u.id`),
  )
  return rows.map((row) => ({
    userId: Number(row.userId),
    cpf: (row.cpf as string | null) ?? null,
    fullName: (row.fullName as string | null) ?? null,
    birthDate: (row.birthDate as string | null) ?? null,
    registeredAt: String(row.registeredAt),
    rounds: Number(row.rounds),
    stake: centavos(row.stake),
    prize: centavos(row.prize),
  }))
}

// -------------------------------------------------------------------------------------------- wallet

/**
 * The day's ledger entries on players' accounts other than the rounds' own stakes and prizes (reasons bet
 * and win, in the bets file): deposits, withdrawals requested, paid and refunded, conversions between the
 * player's balances, bonuses and their forfeits, corrections and the providers' rollbacks, in entry order.
 */
const walletSql = (day: string, select: ReturnType<typeof sql>) => {
  const { start, end } = bounds(day)
  return sql`
    select ${select}
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join accounts a on a.id = e.account_id and a.user_id is not null
    join users u on u.id = a.user_id
    where t.created_at >= ${start} and t.created_at < ${end} and t.reason not in ('bet', 'win') and not u.demo`
}

const walletOf = async (db: Db, day: string): Promise<WalletRow[]> => {
  const rows = rowsOf<Record<string, string | number | null>>(
    await db.execute(
      sql`${walletSql(
        day,
        sql`e.id as "entryId", t.id as "transactionId", a.user_id as "userId", u.cpf as "cpf", a.kind as "account",
            t.reason as "reason", t.reference as "reference", e.amount as "amount", e.balance_after as "balanceAfter",
            ${iso(sql.raw('t.created_at'))} as "at"`,
      )} order by e.id`,
    ),
  )
  return rows.map((row) => ({
    entryId: Number(row.entryId),
    transactionId: Number(row.transactionId),
    userId: Number(row.userId),
    cpf: (row.cpf as string | null) ?? null,
    account: String(row.account),
    reason: String(row.reason),
    reference: String(row.reference),
    amount: centavos(row.amount),
    balanceAfter: centavos(row.balanceAfter),
    at: String(row.at),
  }))
}

const ledgerOfWallet = async (db: Db, day: string): Promise<Record<string, number>> => {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(
      walletSql(
        day,
        sql`coalesce(sum(greatest(e.amount, 0)), 0) as credits, coalesce(sum(greatest(-e.amount, 0)), 0) as debits,
            count(*) as records`,
      ),
    ),
  )
  return {
    credits: centavos(row?.credits),
    debits: centavos(row?.debits),
    records: Number(row?.records ?? 0),
  }
}

async function* once<Row>(rows: Row[]): AsyncIterable<Row[]> {
  for (let index = 0; index < rows.length; index += REGULATOR_MAX_RECORDS)
    yield rows.slice(index, index + REGULATOR_MAX_RECORDS)
}

// --------------------------------------------------------------------------------------------- build

/** The day's parts as they stand (kind, part, hash), for the audit of a rebuild. */
const partsOf = async (db: Db, day: string) =>
  db
    .select({ kind: regulatorFiles.kind, part: regulatorFiles.part, sha256: regulatorFiles.sha256 })
    .from(regulatorFiles)
    .where(eq(regulatorFiles.day, day))
    .orderBy(regulatorFiles.kind, regulatorFiles.part)

/**
 * Builds (or rebuilds) the regulator's files of a São Paulo day: claims the day (a build already running
 * answers RegulatorBuildRunning), replaces its parts, writes the bets, bettors and wallet files and marks
 * each kind's parts ready only when their totals equal the ledger's; a part the XSD refuses stays failed.
 * An operator's rebuild is audited in the claim's transaction. Answers the day's status.
 */
export const buildRegulatorDay = async (
  db: Db,
  settings: RegulatorSettings,
  day: string,
  request: BuildRequest = {},
  reads: Reads = primaryReads(db),
): Promise<RegulatorDayStatus> => {
  const actorId = request.actorId ?? null
  await db.transaction(async (tx) => {
    const [previous] = await tx.select().from(regulatorDays).where(eq(regulatorDays.day, day)).for('update')
    const claimed = await tx.execute(sql`
      insert into regulator_days (day, status, started_at, built_at, actor_id, error)
      values (${day}, 'building', now(), null, ${actorId}, null)
      on conflict (day) do update set status = 'building', started_at = now(), built_at = null,
        actor_id = excluded.actor_id, error = null
      where regulator_days.status <> 'building' or regulator_days.started_at < now() - ${STALE_BUILD}
      returning day`)
    if (rowsOf(claimed).length === 0) throw new ApiError(Code.RegulatorBuildRunning)
    if (actorId !== null)
      await recordAudit(tx, {
        actorId,
        action: 'regulator.rebuild',
        target: `regulator-day:${day}`,
        before: previous ? { status: previous.status, parts: await partsOf(tx, day) } : null,
        after: { status: 'building' },
        reason: request.reason ?? null,
        ip: request.ip ?? null,
      })
    await tx.delete(regulatorFiles).where(eq(regulatorFiles.day, day))
  })

  const files = { db, settings, day }
  try {
    // The day's rounds and movements are read where `reads` says (a replica that has replayed everything
    // written so far, else the primary); the files and their status are written on the primary.
    const source = await reads.current()
    // Bets: every round ended in the day, checked against the ledger's movements of those rounds.
    const bets = await writeParts(files, 'bets', await countBets(source, day), betPages(source, day))
    const betsLedger = await ledgerOfBets(source, day)
    await settleKind(db, day, 'bets', compare(bets, betsLedger))

    // Bettors: their play totals must add up to the bets file's (and so to the ledger's).
    const bettorRows = await bettorsOf(source, day)
    const bettors = await writeParts(files, 'bettors', bettorRows.length, once(bettorRows))
    await settleKind(db, day, 'bettors', compare(bettors, betsLedger))

    // Wallet: the entries' credits, debits and count must be the ledger's for the day.
    const walletRows = await walletOf(source, day)
    const wallet = await writeParts(files, 'wallet', walletRows.length, once(walletRows))
    await settleKind(db, day, 'wallet', compare(wallet, await ledgerOfWallet(source, day)))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await db
      .update(regulatorFiles)
      .set({ status: 'failed', error: message })
      .where(and(eq(regulatorFiles.day, day), eq(regulatorFiles.status, 'building')))
    await db
      .update(regulatorDays)
      .set({ status: 'failed', builtAt: sql`now()`, error: message })
      .where(eq(regulatorDays.day, day))
    return 'failed'
  }

  const [failed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(regulatorFiles)
    .where(and(eq(regulatorFiles.day, day), eq(regulatorFiles.status, 'failed')))
  const status: RegulatorDayStatus = (failed?.n ?? 0) > 0 ? 'failed' : 'ready'
  await db.update(regulatorDays).set({ status, builtAt: sql`now()` }).where(eq(regulatorDays.day, day))
  return status
}
