import { auditLog } from '@server/db/schema/audit'
import { sendBroadcasts } from '@server/services/notifications/broadcasts'
import { Code } from '@src/contract/codes'
import type { PlayerNoticePage } from '@src/contract/content'
import type { BroadcastProgress, MessagePlayerResult } from '@src/contract/messages'
import { desc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, createPlayer, type Player, serverWithOperator } from '../helpers'
import { selfExclude } from '../protection/fixtures'
import { consoleCall, createOperatorWithRole } from './consoleFixtures'

const given = serverWithOperator()

const WORDS = {
  title: { zh: '维护通知', pt: 'Manutenção hoje à noite' },
  body: { zh: '今晚 23:00 维护', pt: 'O site fica fora do ar às 23h.' },
}

const notices = async (player: Player, lang = 'pt') =>
  (
    await call<PlayerNoticePage>(
      given.server.app,
      'index/get_my_msg',
      { page: 1, limit: 50 },
      { token: player.token, lang },
    )
  ).data.list

const lastAudit = async (action: string) =>
  (
    await given.server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]

test("a support operator writes to one player, who reads it in their language; it is audited; a muted player's is not written", async () => {
  const { app } = given.server
  const support = await createOperatorWithRole(given.server, 'support')
  const player = await createPlayer(app)
  const sent = await consoleCall<MessagePlayerResult>(
    app,
    'admin/message_player',
    { userId: player.user.id, ...WORDS },
    support.token,
  )
  expect(sent).toMatchObject({ code: Code.Ok, data: { sent: true } })
  const [notice] = await notices(player)
  expect(notice).toMatchObject({ kind: 'operatorMessage', title: 'Manutenção hoje à noite' })
  expect((await notices(player, 'en'))[0]?.title).toBe('维护通知')
  expect(await lastAudit('message.player')).toMatchObject({
    actorId: support.id,
    target: `user:${player.user.id}`,
  })

  const muted = await createPlayer(app)
  await call(app, 'notice/settings', { muted: ['operatorMessage'] }, { token: muted.token })
  const skipped = await consoleCall<MessagePlayerResult>(
    app,
    'admin/message_player',
    { userId: muted.user.id, ...WORDS },
    support.token,
  )
  expect(skipped.data).toEqual({ sent: false })
  expect(await notices(muted)).toEqual([])
  const nobody = await consoleCall(app, 'admin/message_player', { userId: 999_999, ...WORDS }, support.token)
  expect(nobody.code).toBe(Code.PlayerNotFound)
  // Support writes to one player, not to all.
  const refused = await consoleCall(
    app,
    'admin/message_broadcast',
    { audience: 'all', ...WORDS },
    support.token,
  )
  expect(refused.code).toBe(Code.Forbidden)
})

test('a marketing message reaches only players who opted in and are not excluded; a message to all reaches every player', async () => {
  const { app } = given.server
  const willing = await createPlayer(app)
  const unasked = await createPlayer(app)
  const excluded = await createPlayer(app)
  for (const player of [willing, excluded]) {
    await call(app, 'notice/settings', { marketing: true }, { token: player.token })
  }
  expect((await selfExclude(app, excluded, '24h')).code).toBe(Code.Ok)

  const marketing = await call<BroadcastProgress>(
    app,
    'admin/message_broadcast',
    { audience: 'marketing', ...WORDS },
    { token: given.operator },
  )
  expect(marketing.code).toBe(Code.Ok)
  expect(marketing.data).toMatchObject({ audience: 'marketing', handled: 0, sent: 0, finishedAt: null })
  expect(await lastAudit('message.marketing')).toMatchObject({
    target: `broadcast:${marketing.data.id}`,
    after: { players: marketing.data.players },
  })
  // What the server's job does every two seconds.
  await sendBroadcasts(given.server.db)
  const kinds = async (player: Player) => (await notices(player)).map((notice) => notice.kind)
  expect(await kinds(willing)).toContain('marketing')
  expect(await kinds(unasked)).not.toContain('marketing')
  expect(await kinds(excluded)).not.toContain('marketing')
  const progress = async (id: number) =>
    (
      await call<BroadcastProgress[]>(app, 'admin/message_broadcasts', {}, { token: given.operator })
    ).data.find((broadcast) => broadcast.id === id)
  const done = await progress(marketing.data.id)
  expect(done).toMatchObject({ players: marketing.data.players, handled: marketing.data.players })
  expect(done?.finishedAt).not.toBeNull()
  expect(done?.sent).toBeLessThan(marketing.data.players)
  expect(await lastAudit('message.sent')).toMatchObject({
    target: `broadcast:${marketing.data.id}`,
    after: { players: done?.players, sent: done?.sent },
  })

  const all = await call<BroadcastProgress>(
    app,
    'admin/message_broadcast',
    { audience: 'all', ...WORDS },
    { token: given.operator },
  )
  await sendBroadcasts(given.server.db)
  const allDone = await progress(all.data.id)
  // Every player but those who muted operator messages (the first test's).
  expect(allDone?.sent).toBeGreaterThanOrEqual(3)
  expect(allDone?.sent).toBeLessThanOrEqual(all.data.players)
  for (const player of [willing, unasked, excluded]) expect(await kinds(player)).toContain('operatorMessage')
})
