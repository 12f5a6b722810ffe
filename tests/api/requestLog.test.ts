/**
 * What a request writes to the log at LOG_LEVEL warn: nothing for a call that goes well, and, for one that
 * fails unexpectedly, a line naming its request id (the one its answer gives the player to quote).
 */
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createTestServer, sharedServer } from './helpers'

const lines: string[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    done()
  },
})

const given = sharedServer(() => createTestServer({ config: { logLevel: 'warn' }, logStream: sink }))

test('a call that goes well writes no line at warn', async () => {
  lines.length = 0
  const response = await given.server.app.inject({ method: 'POST', url: '/api/index/getban', payload: {} })
  expect(response.json()).toMatchObject({ code: 1 })
  expect(lines).toEqual([])
})

test("an unexpected error's line names the request id its answer gives", async () => {
  lines.length = 0
  await given.server.db.execute(sql`alter table sessions rename to sessions_gone`)
  const response = await given.server.app.inject({
    method: 'POST',
    url: '/api/user/getUserinfo',
    headers: { token: 'any' },
  })
  await given.server.db.execute(sql`alter table sessions_gone rename to sessions`)
  const { requestId } = response.json().data as { requestId: string }
  const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; level: number })
  expect(logged.some((line) => line.reqId === requestId && line.level >= 50)).toBe(true)
})
