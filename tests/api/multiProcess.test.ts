import { randomBytes } from 'node:crypto'
import { CODE_COUNTDOWN_SECONDS } from '@src/constants'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { App } from '../../server/app'
import { games } from '../../server/db/schema/catalogue'
import { spin } from '../../server/services/games/rounds'
import type { GameIndex } from '../../src/contract/catalogue'
import { Code } from '../../src/contract/codes'
import type { WinList } from '../../src/contract/feed'
import { redisAnswers } from '../support/redis'
import { fundGame, playable } from './games/gameFixtures'
import { call, createTestServer, secondProcess, type TestServer } from './helpers'
import { insertPlayer } from './services/ledgerFixtures'

const redisUrl = process.env.REDIS_URL
const ready = Boolean(process.env.DATABASE_URL) && (await redisAnswers(redisUrl))

const LIMIT = 10

/** Two servers on one PostgreSQL database and one Redis, as two processes behind a proxy would run. */
describe.skipIf(!ready)(
  'two server processes on PostgreSQL and Redis (skipped: DATABASE_URL or REDIS_URL)',
  () => {
    let one: TestServer
    let second: Awaited<ReturnType<typeof secondProcess>> | undefined
    let other: App

    beforeAll(async () => {
      one = await createTestServer({
        config: {
          redisUrl,
          limits: {
            requestsPerMinute: LIMIT,
            codes: { perIpPerDay: 50, resendSeconds: CODE_COUNTDOWN_SECONDS },
            login: { perIp: 30, perAccount: 20 },
          },
        },
      })
      second = await secondProcess(one)
      other = second.app
    })
    afterAll(async () => {
      await second?.close()
      await one?.close()
    })

    test('a client alternating between them is limited at the configured total, not twice it', async () => {
      const ip = `10.${randomBytes(3).join('.')}`
      const codes: number[] = []
      for (let index = 0; index < 2 * LIMIT; index += 1) {
        const app = index % 2 === 0 ? one.app : other
        codes.push((await call(app, 'webconfig/index', {}, { ip })).code)
      }
      expect(codes.slice(0, LIMIT).every((code) => code === Code.Ok)).toBe(true)
      expect(codes.slice(LIMIT).every((code) => code === Code.TooManyRequests)).toBe(true)
    })

    test('a catalogue change made through one is seen by the other at once', async () => {
      const ip = () => `10.${randomBytes(3).join('.')}`
      const slugs = async (app: App) =>
        (await call<GameIndex>(app, 'index/game_index', {}, { ip: ip() })).data.flatMap((group) =>
          group.games.map((game) => game.slug),
        )
      // Both have the catalogue in their caches.
      expect(await slugs(other)).toContain('samba-night')
      expect(await slugs(one.app)).toContain('samba-night')
      await one.db.update(games).set({ enabled: false }).where(eq(games.slug, 'samba-night'))
      // The other process hears the change on its own connection: its sync() returns once it has.
      await other.readCache.sync()
      expect(await slugs(other)).not.toContain('samba-night')
      await one.db.update(games).set({ enabled: true }).where(eq(games.slug, 'samba-night'))
      await other.readCache.sync()
      expect(await slugs(other)).toContain('samba-night')
    })

    test('a round played through one shows in the other’s feed', async () => {
      const game = await playable(one.db, 'tesouro-do-farao')
      const userId = await insertPlayer(one.db)
      await fundGame(one.db, userId, 10_000)
      const played = await spin(one.db, { userId, game, bet: game.minBet, clientRoundId: 'across-processes' })
      await vi.waitFor(async () => {
        const feed = await call<WinList>(
          other,
          'bet/getWinList',
          { count: 5 },
          { ip: `10.9.${randomBytes(2).join('.')}` },
        )
        expect(feed.data.map((row) => row.id)).toContain(played.round.id)
      })
    })
  },
)
