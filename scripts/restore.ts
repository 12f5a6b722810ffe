/**
 * npm run restore -- <file> [--heads <file>]: restores a backup of `npm run backup` into a new, empty
 * database, then proves it (docs/server.md, Backups):
 * - DATABASE_URL set: pg_restore into the database it names, which must hold none of Ficha's tables (create
 *   it first: createdb); a PGlite tarball is refused.
 * - Else PGlite into DATA_DIR, which must be empty or missing.
 * Then it opens the restored database as the server does and runs the ledger's reconciliation (the check of
 * `npm run ledger:verify`) and the audit chain's verification (`npm run audit:verify`, under
 * AUDIT_CHAIN_KEY; AUDIT_EXPORT_FILE is left out, since heads exported after the backup name rows it cannot
 * hold: give --heads a copy cut at the backup's time to check those), prints the totals, and compares them
 * with those recorded at backup time (<file>.json) when that file is there.
 * Exit 0 restored and proven; 1 restored but a check failed; 2 refused or not restored.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Config, settingsOrExit } from '../server/config'
import { openDatabase } from '../server/db'
import { lockDataDir } from '../server/db/dataDirLock'
import { configureAudit, verifyChain } from '../server/services/audit'
import { reconcileLedger } from '../server/services/ledger'
import {
  type BackupTotals,
  dbQuery,
  describeTotals,
  Refused,
  readTotals,
  runTool,
  sameContents,
  toolConnection,
  totalsFile,
} from './backup-support'

/** The first bytes of a file: pg_dump's custom format starts "PGDMP", PGlite's gzipped tarball 1f 8b. */
const formatOf = (file: string): 'postgres' | 'pglite' | 'unknown' => {
  const head = Buffer.alloc(5)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, head, 0, 5, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  return head[0] === 0x1f && head[1] === 0x8b ? 'pglite' : 'unknown'
}

const restorePostgres = async (databaseUrl: string, file: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string; tables: string[] }>(
      `select current_database() as name,
        array(select schemaname || '.' || tablename from pg_tables
              where schemaname in ('public', 'drizzle') order by 1 limit 5) as tables`,
    )
    const [target] = rows
    if (target && target.tables.length > 0)
      throw new Refused(
        `database ${target.name} already has Ficha's tables (${target.tables.join(', ')}…): restore only into a new, empty database (createdb)`,
      )
  } finally {
    await client.end()
  }
  const { url, env } = toolConnection(databaseUrl)
  // One transaction: a failed restore leaves the database empty, to be tried again. Objects belong to the
  // user restoring, who is the one the server connects as.
  await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '-d', url, file], env)
}

const restorePglite = async (dataDir: string, file: string): Promise<void> => {
  if (dataDir.startsWith('memory://'))
    throw new Refused(`DATA_DIR is ${dataDir}: set a directory to restore into`)
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Refused(
      `DATA_DIR ${resolve(dataDir)} is not empty: restore only into an empty or new directory`,
    )
  mkdirSync(dataDir, { recursive: true })
  const unlock = await lockDataDir(dataDir)
  const directory = join(dataDir, 'pglite')
  try {
    const client = new PGlite(directory, { loadDataDir: new Blob([readFileSync(file)]) })
    await client.waitReady
    await client.close()
  } catch (error) {
    // The directory was empty: nothing of anyone's is lost by clearing what the failed load left.
    rmSync(directory, { recursive: true, force: true })
    throw error
  } finally {
    unlock()
  }
}

/** The checks of ledger:verify and audit:verify on the restored database, and its totals. */
const prove = async (config: Config, heads: string | undefined) => {
  const database = await openDatabase(config)
  try {
    configureAudit({ chainKey: config.audit.chainKey, exportFile: undefined })
    const ledger = await reconcileLedger(database.db)
    const chain = await verifyChain(database.db, heads)
    const totals = await readTotals(dbQuery(database.db))
    return { ledger, chain, totals }
  } finally {
    await database.close()
  }
}

const recorded = (file: string): BackupTotals | undefined => {
  const beside = totalsFile(file)
  return existsSync(beside)
    ? (JSON.parse(readFileSync(beside, 'utf8')) as { totals: BackupTotals }).totals
    : undefined
}

const main = async (): Promise<number> => {
  const { values, positionals } = parseArgs({
    options: { heads: { type: 'string' } },
    allowPositionals: true,
  })
  const [file] = positionals
  if (!file || positionals.length > 1) {
    console.error('usage: npm run restore -- <file> [--heads <exported heads file>]')
    return 2
  }
  if (!existsSync(file)) {
    console.error(`restore: no file ${file}`)
    return 2
  }
  const config = settingsOrExit('restore')
  const want = config.databaseUrl ? 'postgres' : 'pglite'
  const format = formatOf(file)
  if (format !== want) {
    console.error(
      `restore: ${file} is ${format === 'unknown' ? 'not a backup of npm run backup' : `a ${format === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup`}, and ${config.databaseUrl ? 'DATABASE_URL names PostgreSQL' : 'without DATABASE_URL the target is PGlite in DATA_DIR'}`,
    )
    return 2
  }
  try {
    if (config.databaseUrl) await restorePostgres(config.databaseDirectUrl ?? config.databaseUrl, file)
    else await restorePglite(config.dataDir, file)
  } catch (error) {
    console.error(`restore failed: ${error instanceof Error ? error.message : error}`)
    return 2
  }
  console.log(
    `restore: ${file} restored into ${config.databaseUrl ? 'the database of DATABASE_URL' : resolve(config.dataDir)}`,
  )

  const proof = await prove(config, values.heads).catch((error: unknown) => {
    console.error(
      `restore: the restored database could not be opened: ${error instanceof Error ? error.message : error}`,
    )
    return null
  })
  if (!proof) return 1
  const { ledger, chain, totals } = proof
  let failed = false
  if (ledger) {
    failed = true
    console.error(
      `restore: ledger differs: ${ledger.accountCount} account(s) out of balance, entries summing to ${ledger.ledgerTotal} centavos (npm run ledger:verify names them)`,
    )
  } else
    console.log('restore: ledger intact: every balance is the sum of its entries, and the entries sum to 0')
  if (chain.ok) console.log(`restore: audit log intact: ${chain.count} rows, last hash ${chain.lastHash}`)
  else {
    failed = true
    console.error(
      `restore: audit log broken at row ${chain.brokenId} (${chain.problem}): npm run audit:verify says why`,
    )
  }
  console.log(`restore: ${describeTotals(totals)}`)
  const before = recorded(file)
  if (before) {
    const differing = sameContents(before, totals)
    if (differing.length > 0) {
      failed = true
      console.error(
        `restore: differs from the totals recorded at backup time (${totalsFile(file)}) in ${differing.join(', ')}: ${describeTotals(before)}`,
      )
    } else console.log(`restore: the same totals as recorded at backup time (${totalsFile(file)})`)
  }
  return failed ? 1 : 0
}

process.exitCode = await main()
