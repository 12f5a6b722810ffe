import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../../../server/config'
import { type Database, openDatabase } from '../../../server/db'
import { createUser } from '../../../server/services/users'
import { newPhone } from '../helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'ficha-lock-'))
let database: Database

/** Every file under the directory with its size and modification time. */
const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
      const stat = statSync(join(dir, name))
      return [name, `${stat.size}:${stat.mtimeMs}`]
    }),
  )

beforeAll(async () => {
  database = await openDatabase({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    logLevel: 'silent',
  })
  await createUser(database.db, { phone: newPhone(), passwordHash: 'kept' })
})
afterAll(async () => {
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a second process on the same PGlite directory exits non-zero with a message and changes nothing', async () => {
  const before = snapshot(dataDir)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code).not.toBe(0)
  expect(stderr).toContain(`in use by process ${process.pid}`)
  expect(stderr).toContain('DATABASE_URL')
  expect(snapshot(dataDir)).toEqual(before)
}, 60_000)

test('the directory opens again once the first process has closed it', async () => {
  await database.close()
  database = await openDatabase({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    logLevel: 'silent',
  })
  const result = (await database.db.execute('select count(*)::int as n from users')) as unknown as {
    rows: { n: number }[]
  }
  expect(result.rows[0]?.n).toBeGreaterThan(0)
})
