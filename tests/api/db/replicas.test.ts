import { primaryReads } from '@server/db'
import type { PlayableGame } from '@server/services/games/playableGames'
import { spin } from '@server/services/games/rounds'
import { groupedReport } from '@server/services/reports'
import type { ReportTable } from '@src/contract/reports'
import { type ReplicaCluster, startReplicaCluster } from '@tests/support/replicaCluster'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fundGame, playable } from '../games/gameFixtures'
import {
  call,
  createPostgresTestServer,
  describeOnPostgres,
  operatorToken,
  type TestServer,
} from '../helpers'
import { spToday } from '../reports/reportFixtures'
import { insertPlayer } from '../services/ledgerFixtures'

// Reports and searches read a streaming replica (DATABASE_REPLICA_URL) while it keeps up, and the primary
// while it lags, with the same figures either way. The replica logs every statement it runs: what the
// report's tables were read by shows there.
describeOnPostgres('reads from a streaming replica', () => {
  let cluster: ReplicaCluster
  let server: TestServer
  let operator: string
  let game: PlayableGame
  let today: string
  let playerId: number
  let spins = 0

  beforeAll(async () => {
    cluster = await startReplicaCluster()
    await cluster.createDatabase('ficha')
    server = await createPostgresTestServer({
      config: {
        databaseUrl: cluster.primaryUrl('ficha'),
        databaseDirectUrl: cluster.primaryUrl('ficha'),
        replicas: { urls: [cluster.replicaUrl('ficha')], maxLagSeconds: 1 },
      },
    })
    operator = await operatorToken(server)
    game = await playable(server.db, 'tesouro-do-farao')
    today = await spToday(server.db)
    playerId = await insertPlayer(server.db)
    await fundGame(server.db, playerId, 100_000)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    cluster?.stop()
  })

  const play = async (rounds: number) => {
    for (let index = 0; index < rounds; index += 1) {
      spins += 1
      await spin(server.db, { userId: playerId, game, bet: 100, clientRoundId: `replica-${spins}` })
    }
  }
  const report = async (path: string) => {
    const answer = await call<ReportTable>(
      server.app,
      `admin/${path}`,
      { from: today, to: today, groupBy: 'day' },
      {
        token: operator,
      },
    )
    expect(answer.code, answer.msg).toBe(1)
    return answer.data
  }
  /** The same report read on the primary alone. */
  const onPrimary = (name: 'summary' | 'games') =>
    groupedReport({ db: server.db, reads: primaryReads(server.db), ggrTax: false }, name, {
      from: today,
      to: today,
      groupBy: 'day',
    })
  /** What the replica read of the report's tables (its own status checks aside). */
  const reportReads = (log: string) =>
    log.split('\n').filter((line) => /report_(ledger|game)_hours/.test(line))

  test('a report reads the replica that has replayed the primary, with the primary’s figures', async () => {
    await play(10)
    const mark = cluster.replicaLog().length
    const summary = await report('report_summary')
    const games = await report('report_games')
    expect(reportReads(cluster.replicaLog(mark)).length).toBeGreaterThanOrEqual(2)
    expect(summary).toEqual(await onPrimary('summary'))
    expect(games).toEqual(await onPrimary('games'))
    // The day's stakes include the ten rounds just played.
    const stakes = summary.columns.findIndex((column) => column.key === 'stakes')
    expect(Number(summary.rows[0]?.[stakes])).toBeGreaterThanOrEqual(1_000)
  }, 60_000)

  test('a replica that lags is skipped: the report and the search read the primary, and miss nothing', async () => {
    await cluster.pauseReplay()
    try {
      await play(5)
      // Past the lag setting (1 s) and the reuse of the last check.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const mark = cluster.replicaLog().length
      const summary = await report('report_summary')
      const search = await call(
        server.app,
        'admin/player_search',
        { query: String(playerId) },
        { token: operator },
      )
      expect(search.code, search.msg).toBe(1)
      const read = cluster.replicaLog(mark)
      expect(reportReads(read)).toEqual([])
      expect(read).not.toMatch(/from "?users"?/i)
      expect(summary).toEqual(await onPrimary('summary'))
    } finally {
      await cluster.resumeReplay()
    }
  }, 60_000)
})
