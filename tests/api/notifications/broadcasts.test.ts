import { broadcasts, playerNotices } from '@server/db/schema/notifications'
import { sendBroadcastBatch } from '@server/services/notifications'
import { sendBroadcasts } from '@server/services/notifications/broadcasts'
import { Code } from '@src/contract/codes'
import type { BroadcastProgress } from '@src/contract/messages'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { selfExclude } from '../protection/fixtures'

const given = serverWithOperator()

const WORDS = {
  title: { zh: '周末活动', pt: 'Fim de semana' },
  body: { zh: '周末快乐', pt: 'Bom fim de semana' },
}

test('a marketing broadcast interrupted mid-batch and resumed by two processes at once reaches each player once', async () => {
  const { app, db } = given.server
  const players = []
  for (let index = 0; index < 8; index += 1) {
    const player = await createPlayer(app)
    await call(app, 'notice/settings', { marketing: true }, { token: player.token })
    players.push(player)
  }
  const [excluded] = players
  if (!excluded) throw new Error('no players')
  expect((await selfExclude(app, excluded, '24h')).code).toBe(Code.Ok)

  const made = await call<BroadcastProgress>(
    app,
    'admin/message_broadcast',
    { audience: 'marketing', ...WORDS },
    { token: given.operator },
  )
  expect(made.data).toMatchObject({ players: 8, handled: 0, sent: 0, finishedAt: null })
  const { id } = made.data

  // One batch of three commits; the next one is written and dies before its commit.
  expect(await sendBroadcastBatch(db, id, 3)).toBe(false)
  await db
    .transaction(async (tx) => {
      await sendBroadcastBatch(tx, id, 3)
      throw new Error('the process died')
    })
    .catch(() => undefined)
  const [half] = await db.select().from(broadcasts).where(eq(broadcasts.id, id))
  expect(half).toMatchObject({ handled: 3, sent: 2, finishedAt: null })

  // Restarted: two processes resume it together.
  await Promise.all([sendBroadcasts(db, 3), sendBroadcasts(db, 3)])
  const notices = await db.select().from(playerNotices).where(eq(playerNotices.broadcastId, id))
  const perPlayer = new Map<number, number>()
  for (const notice of notices) perPlayer.set(notice.userId, (perPlayer.get(notice.userId) ?? 0) + 1)
  expect(perPlayer.get(excluded.user.id)).toBeUndefined()
  for (const player of players.slice(1)) expect(perPlayer.get(player.user.id)).toBe(1)
  expect(notices.every((notice) => notice.kind === 'marketing')).toBe(true)

  const list = await call<BroadcastProgress[]>(app, 'admin/message_broadcasts', {}, { token: given.operator })
  expect(list.data[0]).toMatchObject({ id, players: 8, handled: 8, sent: 7 })
  expect(list.data[0]?.finishedAt).not.toBeNull()
})
