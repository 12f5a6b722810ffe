import { loadConfig } from '@server/config'
import type { Database } from '@server/db'
import { users } from '@server/db/schema/users'
import { openSeededDatabase } from '@server/seeds'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { freshPostgresDatabase } from '../../support/postgres'
import { throwawayDataDir } from '../helpers'

const operatorRows = async ({ db }: Database, phone: string) =>
  db.select().from(users).where(eq(users.phone, phone))

describe('the embedded database (PGlite)', () => {
  const dataDir = throwawayDataDir('db')
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), databaseUrl: undefined }

  test('keeps its data across restarts; migrations and seeds run again harmlessly', async () => {
    const first = await openSeededDatabase(config)
    expect(first.kind).toBe('pglite')
    await first.db.update(users).set({ nickname: 'Boss' }).where(eq(users.phone, config.operator.phone))
    await first.close()

    const second = await openSeededDatabase(config)
    const rows = await operatorRows(second, config.operator.phone)
    await second.close()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ nickname: 'Boss', roles: ['admin'], permissions: ['*:*:*'] })
  })
})

describe.runIf(process.env.DATABASE_URL)('PostgreSQL', () => {
  test('several server processes starting together migrate once and seed one operator', async () => {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL as string)
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      databaseUrl: fresh.url,
      databaseDirectUrl: fresh.directUrl,
    }
    try {
      const databases = await Promise.all([
        openSeededDatabase(config),
        openSeededDatabase(config),
        openSeededDatabase(config),
      ])
      expect(databases.map((database) => database.kind)).toEqual(['postgres', 'postgres', 'postgres'])
      expect(await operatorRows(databases[0] as Database, config.operator.phone)).toHaveLength(1)
      await Promise.all(databases.map((database) => database.close()))
    } finally {
      await fresh.drop()
    }
  })
})
