import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '@server/config'
import type { Database } from '@server/db'
import { openSeededDatabase } from '@server/seeds'
import { createUser } from '@server/services/accounts/users'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { newPhone, spawnServer, throwawayDataDir } from '../helpers'

const dataDir = throwawayDataDir('lock')
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
  database = await openSeededDatabase({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    logLevel: 'silent',
  })
  await createUser(database.db, { phone: newPhone(), passwordHash: 'kept' })
})
afterAll(async () => {
  await database?.close()
})

test('a second process on the same PGlite directory exits non-zero with a message and changes nothing', async () => {
  const before = snapshot(dataDir)
  const child = spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
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
  database = await openSeededDatabase({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    logLevel: 'silent',
  })
  const result = (await database.db.execute('select count(*)::int as n from users')) as unknown as {
    rows: { n: number }[]
  }
  expect(result.rows[0]?.n).toBeGreaterThan(0)
})

/** The next message a contender sends. */
const answer = (child: ChildProcess) =>
  new Promise<string>((resolve) => child.once('message', (message) => resolve(String(message))))

test('two servers taking over a stale lock at the same moment: exactly one wins, every time', async () => {
  const contenders = [0, 1].map(() =>
    fork(join(import.meta.dirname, 'lockContender.ts'), { execArgv: ['--import', 'tsx'], stdio: 'ignore' }),
  )
  const trialsDir = mkdtempSync(join(tmpdir(), 'ficha-takeover-'))
  try {
    await Promise.all(contenders.map(answer))
    const outcomes: string[] = []
    for (let trial = 0; trial < 200; trial += 1) {
      const dir = mkdtempSync(join(trialsDir, 'trial-'))
      // Left by a process that is gone (a process id above the system's maximum).
      writeFileSync(join(dir, 'pglite.lock'), '2147483000')
      // The same instant, give or take a fraction of a millisecond, so that every interleaving occurs.
      const at = Date.now() + 40
      const answers = await Promise.all(
        contenders.map((child, index) => {
          const next = answer(child)
          child.send({ dir, at: at + index * Math.random() * 0.3 })
          return next
        }),
      )
      outcomes.push(answers.sort().join(' + '))
      await Promise.all(
        contenders.map((child) => {
          const next = answer(child)
          child.send('release')
          return next
        }),
      )
    }
    expect(outcomes.filter((outcome) => outcome !== 'in use + won')).toEqual([])
  } finally {
    for (const child of contenders) child.kill()
    rmSync(trialsDir, { recursive: true, force: true })
  }
}, 60_000)
