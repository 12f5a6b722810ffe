import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BackupTotals, dbQuery, readTotals, totalsFile } from '@scripts/backup-support'
import { type Config, loadConfig } from '@server/config'
import { openDatabase } from '@server/db'
import { openSeededDatabase } from '@server/seeds'
import { seedMonth } from '@server/seeds/month'
import { verifyChain } from '@server/services/audit'
import { reconcileLedger } from '@server/services/ledger'
import { databaseEnv, freshPostgresDatabase } from '@tests/support/postgres'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, sharedServer, throwawayDataDir } from './helpers'

/** npm run backup / restore as a process of its own, with the settings of `config`'s database. */
const run = (script: 'backup' | 'restore', file: string, config: Config, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUDIT_CHAIN_KEY: config.audit.chainKey,
      AUDIT_EXPORT_FILE: '',
      ...databaseEnv(config),
      DATA_DIR: config.dataDir,
      ...env,
    },
    encoding: 'utf8',
  })

/** The checks and totals of a restored database, opened as the server opens it. */
const proven = async (config: Config) => {
  const database = await openDatabase(config)
  try {
    return {
      ledger: await reconcileLedger(database.db),
      chain: await verifyChain(database.db),
      totals: await readTotals(dbQuery(database.db)),
    }
  } finally {
    await database.close()
  }
}

const expectProven = (
  restored: ReturnType<typeof run>,
  proof: Awaited<ReturnType<typeof proven>>,
  before: BackupTotals,
) => {
  expect(restored.status, restored.stderr).toBe(0)
  expect(restored.stdout).toContain('ledger intact')
  expect(restored.stdout).toContain(
    `audit log intact: ${before.auditRows} rows, last hash ${before.auditHead}`,
  )
  expect(restored.stdout).toContain('the same totals as recorded at backup time')
  expect(proof.ledger).toBeNull()
  expect(proof.chain).toEqual({ ok: true, count: Number(before.auditRows), lastHash: before.auditHead })
  expect(proof.totals).toEqual(before)
}

describeOnPostgres('backup and restore', () => {
  const given = sharedServer(() => createPostgresTestServer())
  const dir = throwawayDataDir('backup')

  test('a month of play backed up and restored into a new database holds the same ledger and audit chain', async () => {
    const { db, config } = given.server
    expect(await seedMonth(db, config, { players: 4, days: 8, seed: 5 })).not.toBeNull()
    const before = await readTotals(dbQuery(db))
    expect(Number(before.entries)).toBeGreaterThan(100)
    expect(Number(before.auditRows)).toBeGreaterThan(0)
    expect(Number(before.playerBalances)).toBeGreaterThan(0)

    const file = join(dir, 'ficha.dump')
    const backup = run('backup', file, config)
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(/wrote .*ficha\.dump, [\d.]+ KiB, PostgreSQL custom format/)
    expect(backup.stdout).toContain(`ledger ${before.entries} entries summing 0`)
    expect(run('backup', file, config).stderr).toContain('exists already')

    const target = await freshPostgresDatabase(config.databaseDirectUrl ?? '', 'ficha_restore')
    try {
      const into = { ...config, databaseUrl: target.url, databaseDirectUrl: target.directUrl }
      const restored = run('restore', file, into)
      expectProven(restored, await proven(into), before)
      // Never over a database that has the tables already, named in the refusal.
      const again = run('restore', file, into)
      expect(again.status).toBe(2)
      expect(again.stderr).toContain(
        `database ${new URL(target.url).pathname.slice(1)} already has Ficha's tables`,
      )
    } finally {
      await target.drop()
    }
  }, 120_000)

  test('a backup whose ledger was changed behind the triggers restores, and the restore exits 1 saying so', async () => {
    const { db, config } = given.server
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(
        sql`update accounts set balance = balance + 1 where id = (select max(id) from accounts)`,
      )
    })
    const file = join(dir, 'tampered.dump')
    expect(run('backup', file, config).status).toBe(0)
    const target = await freshPostgresDatabase(config.databaseDirectUrl ?? '', 'ficha_restore')
    try {
      const restored = run('restore', file, {
        ...config,
        databaseUrl: target.url,
        databaseDirectUrl: target.directUrl,
      })
      expect(restored.status).toBe(1)
      expect(restored.stderr).toContain('ledger differs: 1 account(s) out of balance')
    } finally {
      await target.drop()
    }
  }, 60_000)
})

test('PGlite: backup refuses a directory a server holds; restore fills an empty one and proves it', async () => {
  const dir = throwawayDataDir('backup-pglite')
  const source = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'source') }),
    databaseUrl: undefined,
  }
  const into: Config = { ...source, dataDir: join(dir, 'restored') }
  const file = join(dir, 'ficha.tar.gz')
  const database = await openSeededDatabase(source)
  let before: BackupTotals
  try {
    expect(await seedMonth(database.db, source, { players: 2, days: 4, seed: 9 })).not.toBeNull()
    before = await readTotals(dbQuery(database.db))
    const held = run('backup', file, source)
    expect(held.status).toBe(2)
    expect(held.stderr).toContain(`in use by process ${process.pid}`)
  } finally {
    await database.close()
  }
  const backup = run('backup', file, source)
  expect(backup.status, backup.stderr).toBe(0)
  expect(backup.stdout).toContain('PGlite data directory, tar.gz')

  expect(run('restore', file, { ...into, dataDir: source.dataDir }).stderr).toContain('is not empty')
  const restored = run('restore', file, into)
  expectProven(restored, await proven(into), before)

  // Totals recorded at backup time that the restored copy does not match fail the restore.
  writeFileSync(totalsFile(file), JSON.stringify({ totals: { ...before, playerBalances: '1' } }))
  const mismatch = run('restore', file, { ...into, dataDir: join(dir, 'again') })
  expect(mismatch.status).toBe(1)
  expect(mismatch.stderr).toContain('differs from the totals recorded at backup time')
  expect(mismatch.stderr).toContain('playerBalances')
}, 180_000)
