import { spawnSync } from 'node:child_process'
import { loadConfig } from '@server/config'
import { openDatabase } from '@server/db'
import { auditLog } from '@server/db/schema/audit'
import { recordAudit, verifyChain } from '@server/services/audit'
import type { ChainStatus } from '@src/contract/corrections'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { correct, decide, fundedPlayer, secondOperator } from '../corrections/fixtures'
import { call, createPlayer, createTestServer, serverWithOperator, throwawayDataDir } from '../helpers'

const given = serverWithOperator()

/** What the refused statement's error says, whatever the driver wraps it in. */
const failure = (run: Promise<unknown>) =>
  run.then(
    () => 'done',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  )

/** A scripted stretch of operator work: corrections made, approved and rejected, a player looked up, a refusal. */
const scriptedWork = async () => {
  const { app, db } = given.server
  const checker = await secondOperator(db)
  const userId = await fundedPlayer(db, 50_000)
  await correct(app, given.operator, { userId, amount: 900, reason: 'goodwill', comment: 'atraso no saque' })
  const large = await correct(app, given.operator, { userId, amount: 120_000, reason: 'errorFix' })
  await decide(app, checker.token, 'approve', large.data.id)
  const other = await correct(app, given.operator, { userId, amount: 130_000, direction: 'debit' })
  await decide(app, checker.token, 'reject', other.data.id, 'sem prova')
  await call(app, 'admin/player_protection', { query: String(userId) }, { token: given.operator })
  const player = await createPlayer(app)
  await call(app, 'admin/corrections', {}, { token: player.token })
  await call(
    app,
    'admin/promotion_update',
    { key: 'first_deposit', enabled: false },
    { token: given.operator },
  )
  await call(
    app,
    'admin/promotion_update',
    { key: 'first_deposit', enabled: true },
    { token: given.operator },
  )
  await recordAudit(db, {
    actorId: null,
    action: 'system.note',
    target: 'test',
    after: { at: new Date(0), nested: { b: 1, a: [1, 'x'] } },
  })
}

test('the chain holds after a scripted stretch of operator work, and the console says so', async () => {
  await scriptedWork()
  const report = await verifyChain(given.server.db)
  expect(report).toMatchObject({ ok: true })
  const rows = await given.server.db.select({ action: auditLog.action }).from(auditLog)
  expect(new Set(rows.map((row) => row.action))).toEqual(
    new Set([
      'correction.apply',
      'correction.request',
      'correction.approve',
      'correction.reject',
      'protection.viewedByOperator',
      'denied',
      'promotion.update',
      'system.note',
    ]),
  )
  expect(report.count).toBe(rows.length)
  const status = await call<ChainStatus>(given.server.app, 'admin/audit_chain', undefined, {
    token: given.operator,
  })
  expect(status.data).toEqual({ intact: true, rows: report.count, brokenId: null })
})

test('UPDATE, DELETE and TRUNCATE of the audit log are refused by the database', async () => {
  const { db } = given.server
  await recordAudit(db, { actorId: null, action: 'system.note', target: 'test' })
  const [row] = await db.select().from(auditLog).limit(1)
  if (!row) throw new Error('no audit row')
  expect(await failure(db.update(auditLog).set({ reason: 'edited' }).where(eq(auditLog.id, row.id)))).toMatch(
    /append-only/,
  )
  expect(await failure(db.delete(auditLog).where(eq(auditLog.id, row.id)))).toMatch(/append-only/)
  expect(await failure(db.execute(sql`truncate audit_log`))).toMatch(/append-only/)
  expect(await failure(db.execute(sql`delete from audit_chain_head`))).toMatch(/append-only/)
  const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, row.id))
  expect(kept?.reason).toBe(row.reason)
})

test('one byte changed in one row behind the trigger names that row; the console shows it broken', async () => {
  // Its own database: the file's other tests need an intact chain.
  const server = await createTestServer()
  try {
    const { db } = server
    for (let index = 0; index < 5; index += 1)
      await recordAudit(db, {
        actorId: null,
        action: 'system.note',
        target: `row:${index}`,
        reason: 'original',
      })
    const rows = await db.select().from(auditLog).orderBy(auditLog.id)
    const victim = rows[2]
    if (!victim) throw new Error('too few rows')
    // As a superuser would: the trigger off, one byte of the reason changed, the trigger on again.
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
    await db.execute(sql`update audit_log set reason = 'originaL' where id = ${victim.id}`)
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
    expect(await verifyChain(db)).toMatchObject({ ok: false, brokenId: victim.id, problem: 'hash' })
    const operator = await call<{ userinfo: { token: string } }>(server.app, 'user/login', {
      username: server.app.config.operator.phone,
      password: server.app.config.operator.password,
    })
    const status = await call<ChainStatus>(server.app, 'admin/audit_chain', undefined, {
      token: operator.data.userinfo.token,
    })
    expect(status.data).toMatchObject({ intact: false, brokenId: victim.id })
  } finally {
    await server.close()
  }
})

const verifyCommand = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  })

test('npm run audit:verify passes on an intact log and names the changed row, on the data directory the server uses', async () => {
  const dataDir = throwawayDataDir('audit-verify')
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), databaseUrl: undefined }
  let database = await openDatabase(config)
  for (let index = 0; index < 3; index += 1)
    await recordAudit(database.db, { actorId: null, action: 'system.note', target: `row:${index}` })
  const [, second] = await database.db.select().from(auditLog).orderBy(auditLog.id)
  await database.close()

  const intact = verifyCommand({ DATA_DIR: dataDir, DATABASE_URL: '' })
  expect(intact.stdout).toMatch(/audit log intact: 3 rows/)
  expect(intact.status).toBe(0)

  database = await openDatabase(config)
  await database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
  await database.db.execute(sql`update audit_log set target = 'row:9' where id = ${second?.id ?? 0}`)
  await database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
  await database.close()

  const broken = verifyCommand({ DATA_DIR: dataDir, DATABASE_URL: '' })
  expect(broken.stderr).toContain(`audit log broken at row ${second?.id}`)
  expect(broken.status).toBe(1)
  // Three openings of a PGlite directory from scratch (migrations included): slow on a busy machine.
}, 180_000)
