import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createPlayer, createTestServer } from '../helpers'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  )

test('the protection log and the ban-list answers are kept: the database refuses to change, delete or empty them', async () => {
  const server = await createTestServer()
  try {
    const { db } = server
    const player = await createPlayer(server.app)
    await db.execute(sql`insert into protection_log (user_id, event) values (${player.user.id}, 'limitsSet')`)
    await db.execute(
      sql`insert into ban_checks (cpf, occasion, answer, source) values ('52998224725', 'signup', 'clear', 'development')`,
    )
    for (const table of ['protection_log', 'ban_checks']) {
      const name = sql.raw(table)
      expect(await failure(db.execute(sql`update ${name} set detail = detail`))).toMatch(/append-only/)
      expect(await failure(db.execute(sql`delete from ${name}`))).toMatch(/append-only/)
      expect(await failure(db.execute(sql`truncate ${name}`))).toMatch(/append-only/)
    }
  } finally {
    await server.close()
  }
})
