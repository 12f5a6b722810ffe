import { Code } from '@src/contract/codes'
import type { PlayerNoticePage } from '@src/contract/content'
import type { RaceBoard, RaceDefinition } from '@src/contract/race'
import type { AdminRace } from '@src/contract/race-admin'
import { expect, test } from 'vitest'
import { call, createPlayer, createTestServer, serverWithOperator } from '../helpers'

// An operator whose DEFAULT_LANGUAGE is pt (as the brazil profile's): the console's texts need only pt.
const given = serverWithOperator(() =>
  createTestServer({ config: { language: { default: 'pt', browser: false } } }),
)

test('a message needs only the default language, and a player of another language reads it', async () => {
  const { app } = given.server
  const player = await createPlayer(app)
  const send = (title: Record<string, string>, body: Record<string, string>) =>
    call(app, 'admin/message_player', { userId: player.user.id, title, body }, { token: given.operator })

  expect((await send({ zh: '维护通知' }, { zh: '今晚维护' })).code).toBe(Code.DefaultTextMissing)
  expect((await send({ pt: ' ', en: 'Tonight' }, { pt: 'Fora do ar' })).code).toBe(Code.DefaultTextMissing)
  expect((await send({ pt: 'Manutenção' }, { pt: 'O site fica fora do ar às 23h.' })).code).toBe(Code.Ok)

  for (const lang of ['pt', 'zh', 'en', 'sw']) {
    const page = await call<PlayerNoticePage>(
      app,
      'index/get_my_msg',
      { page: 1, limit: 10 },
      { token: player.token, lang },
    )
    expect(page.data.list[0]).toMatchObject({ title: 'Manutenção', body: 'O site fica fora do ar às 23h.' })
  }
})

test('a race named only in the default language shows that name to every reader; one without it is refused', async () => {
  const { app } = given.server
  const race = (names: RaceDefinition['names']): RaceDefinition => ({
    names,
    startsAt: '2099-02-03T00:00',
    endsAt: '2099-02-05T00:00',
    repeat: 'none',
    gameIds: [],
    providers: [],
    prizePool: 1_000_00,
    shares: [10_000],
    fixedPrizes: [],
    minStake: 100,
  })
  const refused = await call(
    app,
    'admin/race_save',
    { race: race({ zh: '周末竞赛' }) },
    { token: given.operator },
  )
  expect(refused.code).toBe(Code.DefaultTextMissing)

  const saved = await call<AdminRace>(
    app,
    'admin/race_save',
    { race: race({ pt: 'Corrida de fevereiro' }) },
    { token: given.operator },
  )
  expect(saved.code).toBe(Code.Ok)
  for (const lang of ['en', 'zh']) {
    const board = await call<RaceBoard>(app, 'race/board', { id: saved.data.id }, { lang })
    expect(board.data.name).toBe('Corrida de fevereiro')
  }
})
