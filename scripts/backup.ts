/**
 * npm run backup -- <file>: a copy of the database the server would open (docs/server.md, Backups).
 * - DATABASE_URL set: pg_dump in its custom format (-Fc), from one snapshot exported by this script, in
 *   which it also reads the totals, so the numbers printed are exactly those of the copy, even while
 *   servers keep writing. Through DATABASE_DIRECT_URL when set: an exported snapshot is a session's.
 * - Else the PGlite directory of DATA_DIR, dumped by PGlite itself (a gzipped tarball). PGlite is one
 *   process's: the directory's lock (server/db/dataDirLock.ts) refuses while a server holds it.
 * The file is written under a temporary name and renamed when complete; an existing file is never
 * overwritten. The totals (tables, balances, ledger entries, audit head) go to stdout and to <file>.json,
 * which `npm run restore` checks the restored database against. Exit 0 written; 2 refused or failed.
 */
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { settingsOrExit } from '../server/config'
import { lockDataDir } from '../server/db/dataDirLock'
import {
  type BackupTotals,
  describeSize,
  describeTotals,
  Refused,
  readTotals,
  runTool,
  toolConnection,
  totalsFile,
} from './backup-support'

const dumpPostgres = async (databaseUrl: string, file: string): Promise<BackupTotals> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // pg_dump reads the snapshot this transaction exported, so it is held open until the dump ends.
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    const totals = await readTotals((text) => client.query(text))
    const { url, env } = toolConnection(databaseUrl)
    await runTool('pg_dump', ['-Fc', `--snapshot=${rows[0]?.snapshot}`, '-f', file, '-d', url], env)
    await client.query('commit')
    return totals
  } finally {
    await client.end()
  }
}

const dumpPglite = async (dataDir: string, file: string): Promise<BackupTotals> => {
  if (dataDir.startsWith('memory://')) throw new Refused(`DATA_DIR is ${dataDir}: nothing on disk to back up`)
  const directory = join(dataDir, 'pglite')
  if (!existsSync(join(directory, 'PG_VERSION')))
    throw new Refused(`no PGlite database in ${resolve(directory)}: check DATA_DIR (or set DATABASE_URL)`)
  // Throws DataDirInUse, naming the server's process, while a server has the directory open.
  const unlock = await lockDataDir(dataDir)
  try {
    const client = new PGlite(directory)
    try {
      const totals = await readTotals((text) => client.query(text) as Promise<{ rows: unknown[] }>)
      const tarball = await client.dumpDataDir('gzip')
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()))
      return totals
    } finally {
      await client.close()
    }
  } finally {
    unlock()
  }
}

const main = async (): Promise<number> => {
  const file = process.argv[2]
  if (!file || file.startsWith('-')) {
    console.error('usage: npm run backup -- <file>')
    return 2
  }
  if (existsSync(file)) {
    console.error(`backup: ${file} exists already: name a new file (a backup is never overwritten)`)
    return 2
  }
  const config = settingsOrExit('backup')
  const partial = `${file}.partial`
  try {
    const totals = config.databaseUrl
      ? await dumpPostgres(config.databaseDirectUrl ?? config.databaseUrl, partial)
      : await dumpPglite(config.dataDir, partial)
    renameSync(partial, file)
    const kind = config.databaseUrl
      ? 'PostgreSQL custom format (pg_restore)'
      : 'PGlite data directory, tar.gz'
    writeFileSync(
      totalsFile(file),
      `${JSON.stringify({ kind: config.databaseUrl ? 'postgres' : 'pglite', at: new Date(), totals }, null, 2)}\n`,
    )
    console.log(`backup: wrote ${file}, ${describeSize(statSync(file).size)}, ${kind}`)
    console.log(`backup: ${describeTotals(totals)} (also in ${totalsFile(file)})`)
    return 0
  } catch (error) {
    rmSync(partial, { force: true })
    console.error(`backup failed: ${error instanceof Error ? error.message : error}`)
    return 2
  }
}

process.exitCode = await main()
