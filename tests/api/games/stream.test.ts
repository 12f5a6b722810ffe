import { buildApp } from '@server/app'
import { openSeededDatabase } from '@server/seeds'
import type { PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import { Code } from '@src/contract/codes'
import type { WinList, WinRow } from '@src/contract/feed'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../helpers'
import { insertPlayer } from '../services/ledgerFixtures'
import { fundGame, playable } from './gameFixtures'
import { SseReader } from './sseReader'

let server: TestServer
let base: string
let game: PlayableGame
let userId: number
let spins = 0

const play = () => spin(server.db, { userId, game, bet: 50, clientRoundId: `stream-${spins++}` })

beforeAll(async () => {
  // The server sits behind a proxy on 127.0.0.1 here, so tests can speak from several client addresses.
  server = await createTestServer({
    config: { sseMaxConnections: 3, sseMaxPerIp: 2, trustProxy: ['127.0.0.1'] },
  })
  base = await server.app.listen({ port: 0, host: '127.0.0.1' })
  game = await playable(server.db, 'fruta-tropical')
  userId = await insertPlayer(server.db)
  await fundGame(server.db, userId, 100_000)
})
afterAll(() => server.close())

describe('bet/stream', () => {
  test('sends the newest rows on connect, then each new settled round as it commits', async () => {
    const first = await play()
    // The window learns of a round from the rounds channel, after its commit: the snapshot holds it once heard.
    await expect.poll(async () => (await server.app.liveFeed.rows('pt', 5))[0]?.id).toBe(first.round.id)
    const { reader, status, type } = await SseReader.open(`${base}/api/bet/stream?lang=pt&count=5`)
    try {
      expect(status).toBe(200)
      expect(type).toMatch(/^text\/event-stream/)
      const snapshot = JSON.parse(
        (await reader.next((message) => message.event === 'snapshot')).data,
      ) as WinList
      expect(snapshot[0]?.id).toBe(first.round.id)
      expect(snapshot[0]?.apigames.name).toBe('Fruta Tropical')

      const next = await play()
      // Clients merge rows by id: the first round may come again as an event if the stream opened before
      // this process heard of it.
      const pushed = await reader.next(
        (message) => message.event === 'round' && message.id !== String(first.round.id),
      )
      const row = JSON.parse(pushed.data) as WinRow
      expect(pushed.id).toBe(String(next.round.id))
      // The same row as bet/getWinList, the player masked.
      expect(row).toEqual({
        id: next.round.id,
        username: expect.stringMatching(/^ficha-[a-p]{8}$/),
        betAmount: 50,
        settledAmount: next.round.win,
        profit: next.round.win - 50,
        endedAt: next.round.endedAt,
        apigames: { name: 'Fruta Tropical', image: '/api/assets/games/fruta-tropical.svg' },
      })
    } finally {
      reader.close()
    }
  })

  test('with wins=true, pushes a new win and never a lost round', async () => {
    const { reader, status } = await SseReader.open(`${base}/api/bet/stream?lang=en&count=5&wins=true`)
    try {
      expect(status).toBe(200)
      const snapshot = JSON.parse(
        (await reader.next((message) => message.event === 'snapshot')).data,
      ) as WinList
      for (const row of snapshot) expect(row.profit).toBeGreaterThan(0)
      // Rounds until one was lost and then one paid more than its bet.
      const lostIds = new Set<string>()
      let won: Awaited<ReturnType<typeof play>> | undefined
      while (!won) {
        const round = await play()
        if (round.round.win <= 50) lostIds.add(String(round.round.id))
        else if (lostIds.size) won = round
      }
      const wonId = String(won.round.id)
      const pushed = await reader.next((message) => message.event === 'round' && message.id === wonId)
      expect(JSON.parse(pushed.data)).toMatchObject({ id: won.round.id, profit: won.round.win - 50 })
      // Wins played before it may arrive too; a lost round never does.
      const rounds = reader.messages.filter((message) => message.event === 'round')
      for (const message of rounds) {
        expect(lostIds.has(message.id ?? '')).toBe(false)
        expect(JSON.parse(message.data).profit).toBeGreaterThan(0)
      }
    } finally {
      reader.close()
    }
  })

  test('a round that fails (bet above the balance) is never pushed', async () => {
    const poor = await insertPlayer(server.db)
    const { reader } = await SseReader.open(`${base}/api/bet/stream`)
    try {
      await reader.next((message) => message.event === 'snapshot')
      await expect(
        spin(server.db, { userId: poor, game, bet: 50, clientRoundId: 'stream-poor' }),
      ).rejects.toThrow()
      const next = await play()
      // Earlier rounds may still arrive (merged by id); the failed one never does.
      const pushed = await reader.next(
        (message) => message.event === 'round' && Number(message.id) >= next.round.id,
      )
      expect(pushed.id).toBe(String(next.round.id))
    } finally {
      reader.close()
    }
  })

  test('past the connection cap, answers the envelope 1308 so the client polls instead', async () => {
    await expect.poll(() => server.app.liveFeed.connections).toBe(0)
    const open = await Promise.all(
      [1, 2, 3].map((n) => SseReader.open(`${base}/api/bet/stream`, { 'x-forwarded-for': `192.0.2.${n}` })),
    )
    try {
      await Promise.all(open.map(({ reader }) => reader.next((message) => message.event === 'snapshot')))
      const extra = await SseReader.open(`${base}/api/bet/stream?lang=en`, { 'x-forwarded-for': '192.0.2.9' })
      expect(extra.type).toMatch(/^application\/json/)
      expect(JSON.parse(await extra.reader.text())).toMatchObject({ code: Code.StreamBusy, data: null })
    } finally {
      for (const { reader } of open) reader.close()
    }
  })

  test('one address holds at most SSE_MAX_PER_IP streams; the others still connect', async () => {
    await expect.poll(() => server.app.liveFeed.connections).toBe(0)
    const from = (ip: string) => SseReader.open(`${base}/api/bet/stream`, { 'x-forwarded-for': ip })
    const held = [await from('198.51.100.1'), await from('198.51.100.1')]
    try {
      await Promise.all(held.map(({ reader }) => reader.next((message) => message.event === 'snapshot')))
      const third = await from('198.51.100.1')
      expect(JSON.parse(await third.reader.text())).toMatchObject({ code: Code.StreamBusy })
      const neighbour = await from('198.51.100.2')
      expect(neighbour.type).toMatch(/^text\/event-stream/)
      neighbour.reader.close()
    } finally {
      for (const { reader } of held) reader.close()
    }
    // Closed streams give their places back.
    await expect.poll(() => server.app.liveFeed.connections).toBe(0)
    const again = await from('198.51.100.1')
    expect(again.type).toMatch(/^text\/event-stream/)
    again.reader.close()
  })

  test('a bad query answers 400', async () => {
    const { reader } = await SseReader.open(`${base}/api/bet/stream?count=0`)
    expect(JSON.parse(await reader.text())).toMatchObject({ code: Code.BadRequest })
  })
})

describe.skipIf(!process.env.DATABASE_URL)('bet/stream across server processes (PostgreSQL)', () => {
  test('a round played through one server reaches the clients of another sharing the database', async () => {
    const database = await openSeededDatabase(server.app.config)
    const other = await buildApp({ config: server.app.config, database })
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' })
      const { reader } = await SseReader.open(`${otherBase}/api/bet/stream`)
      await reader.next((message) => message.event === 'snapshot')
      const next = await play()
      expect((await reader.next((message) => message.event === 'round')).id).toBe(String(next.round.id))
      reader.close()
    } finally {
      await other.close()
      await database.close()
    }
  })
})
