/**
 * What scripts/backup.ts and scripts/restore.ts share. The totals are what a backup holds, in numbers both
 * ends can compare: `npm run backup` reads them in the snapshot it dumps and writes them beside the file
 * (`<file>.json`); `npm run restore` reads them again in the restored database and fails when they differ.
 * One statement, so PGlite, a pg client and drizzle all run it.
 */
import { spawn } from 'node:child_process'
import { sql } from 'drizzle-orm'
import type { Db } from '../server/db'

export interface BackupTotals {
  /** Tables outside PostgreSQL's own schemas (the migrations' journal included). */
  tables: number
  /** Sums and counts as decimal text: BIGINT sums need not fit a JavaScript number. */
  accounts: string
  /** Every account, the house's included: zero in a double-entry ledger. */
  balances: string
  /** What the players' accounts hold. */
  playerBalances: string
  entries: string
  entriesSum: string
  auditRows: string
  auditLastId: string
  auditHead: string
}

/** Runs one statement and answers its rows: pg's Client.query and PGlite's query both fit. */
export type RunQuery = (text: string) => Promise<{ rows: unknown[] }>

const TOTALS = `select
  (select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema'))::int as tables,
  (select count(*) from accounts)::text as accounts,
  (select coalesce(sum(balance), 0) from accounts)::text as balances,
  (select coalesce(sum(balance), 0) from accounts where user_id is not null)::text as "playerBalances",
  (select count(*) from ledger_entries)::text as entries,
  (select coalesce(sum(amount), 0) from ledger_entries)::text as "entriesSum",
  (select count(*) from audit_log)::text as "auditRows",
  (select coalesce(max(last_id), 0) from audit_chain_head)::text as "auditLastId",
  coalesce((select last_hash from audit_chain_head where id = 1), '') as "auditHead"`

export const readTotals = async (run: RunQuery): Promise<BackupTotals> => {
  const [row] = (await run(TOTALS)).rows as BackupTotals[]
  if (!row) throw new Error('the totals query answered nothing')
  return row
}

export const dbQuery =
  (db: Db): RunQuery =>
  async (text) =>
    (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] }

/** The money and the audit chain, which a restore must give back unchanged (not the table count, which a
 * newer version's migrations may raise when an older backup is restored). */
export const sameContents = (a: BackupTotals, b: BackupTotals): string[] =>
  (
    [
      'accounts',
      'balances',
      'playerBalances',
      'entries',
      'entriesSum',
      'auditRows',
      'auditLastId',
      'auditHead',
    ] as const
  ).filter((key) => a[key] !== b[key])

export const describeTotals = (totals: BackupTotals): string =>
  `${totals.tables} tables; ${totals.accounts} accounts, balances sum ${totals.balances} centavos (players' ${totals.playerBalances}); ledger ${totals.entries} entries summing ${totals.entriesSum}; audit ${totals.auditRows} rows, head ${totals.auditHead || 'none'} (row ${totals.auditLastId})`

export const describeSize = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/** The file beside a backup that records its totals. */
export const totalsFile = (backup: string): string => `${backup}.json`

/** A refusal or a failed tool: the scripts print its message alone and exit 2. */
export class Refused extends Error {}

/** Runs a PostgreSQL client program, its output on our stderr; rejects with its exit status. */
export const runTool = (command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> =>
  new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', (error) => fail(new Refused(`${command} could not start: ${error.message}`)))
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Refused(`${command} failed (${signal ?? `exit ${code}`})`)),
    )
  })

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to every user. */
export const toolConnection = (databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } => {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}
