import { spawnSync } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '@server/db'
import { auditChainHead, auditLog } from '@server/db/schema/audit'
import { recordAudit, sealUnkeyedChain, verifyChain } from '@server/services/audit'
import { exportChainHead } from '@server/services/audit/export'
import { databaseEnv } from '@tests/support/postgres'
import { asc, eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createTestServer, describeOnPostgres, sharedServer, type TestServer } from '../helpers'

const GENESIS = '0'.repeat(64)

/** JSON with sorted keys, as the chain serializes a row (and as anyone can read it in the code). */
const canonical = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  return `{${Object.entries(value)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
    .join(',')}}`
}

type Row = typeof auditLog.$inferSelect

/** A row's plain SHA-256, all a database owner without AUDIT_CHAIN_KEY can compute. */
const sha256Row = (row: Row, prevHash: string) =>
  createHash('sha256')
    .update(
      canonical([
        row.actorId,
        row.action,
        row.target,
        row.before,
        row.after,
        row.reason,
        row.ip,
        row.at.toISOString(),
        prevHash,
      ]),
    )
    .digest('hex')

/**
 * As a database owner would: triggers off (session_replication_role = replica), the amount of one row
 * changed, every SHA-256 from there on re-computed and linked, the head moved onto the new last hash.
 * `unkeyed` also marks the rewritten rows as written before the key.
 */
const forge = (db: Db, forgedId: number, { unkeyed = false, from = forgedId } = {}) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    const rows = await tx.select().from(auditLog).orderBy(asc(auditLog.id))
    let prevHash = GENESIS
    for (const row of rows) {
      if (row.id < from) {
        prevHash = row.hash
        continue
      }
      const after = row.id === forgedId ? { ...(row.after as object), amount: 9_999_900 } : row.after
      const hash = sha256Row({ ...row, after }, prevHash)
      await tx
        .update(auditLog)
        .set({ after, prevHash, hash, keyed: unkeyed ? false : row.keyed })
        .where(eq(auditLog.id, row.id))
      prevHash = hash
    }
    await tx.update(auditChainHead).set({ lastHash: prevHash }).where(eq(auditChainHead.id, 1))
  })

/** Five corrections' worth of audit rows; answers their ids. */
const someRows = async (db: Db, count = 5) => {
  const ids: number[] = []
  for (let index = 0; index < count; index += 1) {
    await recordAudit(db, {
      actorId: null,
      action: 'correction.apply',
      target: `user:${index + 1}`,
      after: { amount: 1_000 * (index + 1) },
    })
    const [last] = await db.select({ id: auditChainHead.lastId }).from(auditChainHead)
    ids.push(last?.id ?? 0)
  }
  return ids
}

/** What the driver's error says, whatever it wraps it in. */
const failure = (run: Promise<unknown>) =>
  run.then(
    () => 'done',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  )

const given = sharedServer()

/** A test on a server of its own, closed after it: its forgeries would spoil the shared server's chain. */
const onOwnServer = (body: (server: TestServer) => Promise<void>) => async () => {
  const server = await createTestServer()
  try {
    await body(server)
  } finally {
    await server.close()
  }
}

test('the chain head moves only with an audit row: a direct UPDATE, or an INSERT of a row that does not chain, is refused', async () => {
  const { db } = given.server
  await someRows(db, 1)
  const [head] = await db.select().from(auditChainHead)
  expect(
    await failure(db.update(auditChainHead).set({ lastHash: GENESIS }).where(eq(auditChainHead.id, 1))),
  ).toMatch(/audit_chain_head is append-only/)
  expect(await failure(db.execute(sql`update audit_chain_head set count = count + 1`))).toMatch(/append-only/)
  const stray = { actorId: null, action: 'x', target: 'x', prevHash: GENESIS, hash: GENESIS }
  expect(await failure(db.insert(auditLog).values({ ...stray, keyed: true }))).toMatch(/does not chain/)
  expect(await failure(db.insert(auditLog).values(stray))).toMatch(/not keyed/)
  expect(await db.select().from(auditChainHead)).toEqual([head])
  expect((await verifyChain(db)).ok).toBe(true)
})

test(
  'a forged amount with every SHA-256 re-computed behind the triggers is named: the rows are keyed',
  onOwnServer(async (server) => {
    const ids = await someRows(server.db)
    const forged = ids[2] ?? 0
    await forge(server.db, forged)
    expect(await verifyChain(server.db)).toMatchObject({ ok: false, brokenId: forged, problem: 'hash' })
  }),
)

test(
  'a chain rewritten as if never keyed is broken from its first row; the rows from a forged one on, from that row',
  onOwnServer(async (server) => {
    const ids = await someRows(server.db)
    await forge(server.db, ids[3] ?? 0, { unkeyed: true })
    expect(await verifyChain(server.db)).toMatchObject({ ok: false, brokenId: ids[3], problem: 'unkeyed' })
    await forge(server.db, ids[1] ?? 0, { unkeyed: true, from: ids[0] })
    expect(await verifyChain(server.db)).toMatchObject({ ok: false, brokenId: ids[0], problem: 'unkeyed' })
  }),
)

test(
  'rows written before the key keep their SHA-256; the start keys the chain after them, once',
  onOwnServer(async (server) => {
    const { db } = server
    // Two rows as the server wrote them before AUDIT_CHAIN_KEY (the triggers of then moved no head).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      let prevHash = GENESIS
      let lastId = 0
      for (const target of ['user:1', 'user:2']) {
        const at = new Date()
        const row = {
          actorId: null,
          action: 'system.note',
          target,
          before: null,
          after: null,
          reason: null,
          ip: null,
          at,
        }
        const hash = sha256Row({ ...row, id: 0, prevHash, hash: '', keyed: false }, prevHash)
        const [written] = await tx
          .insert(auditLog)
          .values({ ...row, prevHash, hash, keyed: false })
          .returning({ id: auditLog.id })
        prevHash = hash
        lastId = written?.id ?? 0
      }
      await tx.update(auditChainHead).set({ lastId, lastHash: prevHash, count: 2 })
    })
    expect(await verifyChain(db)).toMatchObject({ ok: false, problem: 'unkeyed' })
    await sealUnkeyedChain(db)
    await sealUnkeyedChain(db)
    const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id))
    expect(rows.map((row) => [row.action, row.keyed])).toEqual([
      ['system.note', false],
      ['system.note', false],
      ['audit.keyed', true],
    ])
    expect(rows[2]?.after).toEqual({ unkeyedRows: 2 })
    expect(await verifyChain(db)).toMatchObject({ ok: true, count: 3 })
    // A forged unkeyed row is caught where the keyed row after it no longer links.
    await forge(db, rows[0]?.id ?? 0, { from: rows[0]?.id })
    expect(await verifyChain(db)).toMatchObject({ ok: false, brokenId: rows[2]?.id, problem: 'hash' })
  }),
)

test(
  'the exported heads catch rows cut from the end, and a head line not signed with the key',
  onOwnServer(async (server) => {
    const { db } = server
    const heads = join(mkdtempSync(join(tmpdir(), 'ficha-audit-heads-')), 'heads.jsonl')
    const audit = { ...server.config.audit, exportFile: heads }
    const ids = await someRows(db, 3)
    await exportChainHead(db, audit)
    await someRows(db, 1)
    const exported = await exportChainHead(db, audit)
    expect(readFileSync(heads, 'utf8').trim().split('\n')).toHaveLength(2)
    expect(await verifyChain(db, heads)).toMatchObject({ ok: true })

    // The last two rows cut and the head moved back, consistently, behind the triggers.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      const [third] = await tx
        .select()
        .from(auditLog)
        .where(eq(auditLog.id, ids[1] ?? 0))
      await tx.execute(sql`delete from audit_log where id > ${ids[1]}`)
      await tx.update(auditChainHead).set({ lastId: third?.id, lastHash: third?.hash, count: 2 })
    })
    expect(await verifyChain(db)).toMatchObject({ ok: true })
    expect(await verifyChain(db, heads)).toMatchObject({ ok: false, problem: 'export', brokenId: ids[2] })

    const forgedLine = { ...exported, count: 1, mac: createHmac('sha256', 'guess').update('x').digest('hex') }
    appendFileSync(heads, `${JSON.stringify(forgedLine)}\n`)
    expect(await verifyChain(db, heads)).toMatchObject({ ok: false, problem: 'exportLine', line: 3 })
  }),
)

test('the head goes to the webhook signed with AUDIT_EXPORT_SECRET', async () => {
  const { db, config } = given.server
  const received: { body: string; signature: string | undefined }[] = []
  const hook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      received.push({ body, signature: request.headers['x-ficha-signature'] as string | undefined })
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  try {
    const secret = 'the audit receiver secret, 32 chars+'
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/heads`
    const line = await exportChainHead(db, { ...config.audit, exportUrl: url, exportSecret: secret })
    expect(received).toHaveLength(1)
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(line)
    expect(received[0]?.signature).toBe(
      `sha256=${createHmac('sha256', secret)
        .update(received[0]?.body ?? '')
        .digest('hex')}`,
    )
  } finally {
    hook.close()
  }
})

describeOnPostgres('npm run audit:verify', () => {
  test(
    'names the first forged row of a chain re-computed with session_replication_role = replica',
    onOwnServer(async (server) => {
      const ids = await someRows(server.db)
      const verify = () =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            ...databaseEnv(server.config),
          },
          encoding: 'utf8',
        })
      const intact = verify()
      expect(intact.stdout).toMatch(/audit log intact: 5 rows/)
      await forge(server.db, ids[1] ?? 0)
      const broken = verify()
      expect(broken.stderr).toContain(`audit log broken at row ${ids[1]}`)
      expect(broken.status).toBe(1)
    }),
    120_000,
  )
})
