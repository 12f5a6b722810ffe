import { type App, buildApp } from '@server/app'
import type { Database } from '@server/db'
import { openSeededDatabase } from '@server/seeds'
import { sendOperatorMessage } from '@server/services/notifications/send'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPlayer, createPostgresTestServer, describeOnPostgres, type TestServer } from '../helpers'
import { listening, openStream, ticketOf } from './fixtures'

/** Two servers on one PostgreSQL database, as two processes behind a proxy would run. */
describeOnPostgres('live notifications across server processes', () => {
  let one: TestServer
  let otherDatabase: Database
  let other: App
  let otherBase = ''

  beforeAll(async () => {
    one = await createPostgresTestServer()
    otherDatabase = await openSeededDatabase(one.config)
    other = await buildApp({ config: one.config, database: otherDatabase })
    otherBase = await listening(other)
  })
  afterAll(async () => {
    await other?.close()
    await otherDatabase?.close()
    await one?.close()
  })

  test('a notification made by one process reaches the player connected to the other', async () => {
    const player = await createPlayer(one.app)
    // The ticket from one process opens the stream on the other: tickets live in the database.
    const stream = await openStream(otherBase, await ticketOf(one.app, player), 'en')
    expect((await stream.next('sync')).data).toEqual({ unread: 0 })
    await sendOperatorMessage(one.db, player.user.id, {
      title: { zh: '你好', en: 'Hello' },
      body: { zh: '来自另一个进程', en: 'From the other process' },
    })
    const event = await stream.notice()
    expect(event).toMatchObject({
      unread: 1,
      notice: { kind: 'operatorMessage', title: 'Hello', body: 'From the other process', read: false },
    })
    stream.close()
  })

  test('a ticket opens one stream even when two processes are asked with it at once', async () => {
    const player = await createPlayer(one.app)
    const ticket = await ticketOf(one.app, player)
    const oneBase = await listening(one.app)
    const streams = await Promise.all([openStream(oneBase, ticket), openStream(otherBase, ticket)])
    expect(streams.filter((stream) => stream.contentType.startsWith('text/event-stream'))).toHaveLength(1)
    for (const stream of streams) stream.close()
  })
})
