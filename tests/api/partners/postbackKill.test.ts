import type { ChildProcess } from 'node:child_process'
import { jobLeases } from '@server/db/schema/jobs'
import { partnerEvents } from '@server/db/schema/partners'
import { enqueuePartnerEvent } from '@server/services/partners'
import { startPartnerTracker } from '@simulator/partnerTracker'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { databaseEnv } from '../../support/postgres'
import {
  createPlayer,
  createPostgresTestServer,
  describeOnPostgres,
  newIp,
  spawnServer,
  type TestServer,
} from '../helpers'
import { click, newPartner, setTemplates } from './partnerFixtures'

const PLAYERS = 6
const EVENTS_PER_PLAYER = 4
const WITHIN_MS = 120_000

const waitFor = async <T>(what: string, read: () => Promise<T | undefined> | T | undefined): Promise<T> => {
  const until = Date.now() + WITHIN_MS
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`not within ${WITHIN_MS} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The acceptance story of the postbacks: a partner's server that fails each event's first try, hangs past
 * the sender's timeout on its second and answers 200 on its third; the sending process is killed with
 * SIGKILL mid-way and another takes the job over. Each event is accepted once, in order per player.
 */
describeOnPostgres('postbacks across a kill -9 of the sender', () => {
  let server: TestServer
  let tracker: Awaited<ReturnType<typeof startPartnerTracker>>
  const senders: ChildProcess[] = []

  const startSender = async (): Promise<ChildProcess> => {
    const child = spawnServer({
      ...databaseEnv(server.config),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_PLAYERS: 'false',
      JOB_LEASE_SECONDS: '3',
      POSTBACK_TIMEOUT_MS: '800',
      POSTBACK_RETRY_MS: '200',
      POSTBACK_POLL_MS: '200',
    })
    senders.push(child)
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr?.resume()
    await waitFor('the sender serves', () => (out.includes('Ficha is serving') ? true : undefined))
    return child
  }

  beforeAll(async () => {
    server = await createPostgresTestServer()
    const partner = await newPartner(server)
    tracker = await startPartnerTracker({ secret: partner.secret, script: ['fail', 'timeout'] })
    const template = `${tracker.url}/pb?event={event}&id={event_id}&click={click_id}&s1={sub1}&amount={amount}`
    await setTemplates(server, partner.id, {
      registration: template,
      deposit: template,
      withdrawal: template,
    })
    for (let index = 0; index < PLAYERS; index += 1) {
      const { data } = await click(server, { partner: partner.id, sub1: `p${index}` }, { ip: newIp() })
      const player = await createPlayer(server.app, { fields: { click: data.click } })
      for (let deposit = 1; deposit < EVENTS_PER_PLAYER; deposit += 1)
        await server.db.transaction((tx) =>
          enqueuePartnerEvent(tx, {
            userId: player.user.id,
            event: deposit % 2 ? 'deposit' : 'withdrawal',
            key: `test:${player.user.id}:${deposit}`,
            amount: 1000 + deposit,
          }),
        )
    }
  }, 120_000)

  afterAll(async () => {
    for (const child of senders)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await Promise.all(
      senders.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.on('exit', resolve))
          : null,
      ),
    )
    await tracker?.close()
    await server?.close()
  })

  test('a failing, then hanging, then answering server gets each event once, in order per player', async () => {
    const first = await startSender()
    // Killed while events are still on their way (one is usually hanging on the tracker at that moment).
    await waitFor('some events accepted', () => (tracker.accepted.length >= 5 ? true : undefined))
    first.kill('SIGKILL')
    await new Promise((resolve) => first.on('exit', resolve))
    const acceptedBeforeKill = tracker.accepted.length
    expect(acceptedBeforeKill).toBeLessThan(PLAYERS * EVENTS_PER_PLAYER)

    await startSender()
    const events = await waitFor('every event delivered', async () => {
      const rows = await server.db.select().from(partnerEvents).orderBy(asc(partnerEvents.id))
      return rows.length === PLAYERS * EVENTS_PER_PLAYER && rows.every((row) => row.state === 'delivered')
        ? rows
        : undefined
    })
    // The second sender held the job: the first's lease had been taken over.
    const [lease] = await server.db
      .select()
      .from(jobLeases)
      .where(and(eq(jobLeases.job, 'postbacks'), gt(jobLeases.expiresAt, sql`now()`)))
    expect(lease?.pid).toBe(senders[1]?.pid)

    // Every request was signed; each event was accepted exactly once.
    expect(tracker.requests.every((request) => request.signatureValid)).toBe(true)
    const acceptedIds = tracker.accepted.map((request) => request.eventId)
    expect(new Set(acceptedIds).size).toBe(acceptedIds.length)
    expect([...acceptedIds].sort()).toEqual(events.map((event) => event.eventId).sort())
    // In order per player: the tracker accepted each player's events in the order they happened.
    for (const userId of new Set(events.map((event) => event.userId))) {
      const own = events.filter((event) => event.userId === userId).map((event) => event.eventId)
      expect(acceptedIds.filter((id) => own.includes(id))).toEqual(own)
    }
    // Every event went through the script: a failure and a hang before its 200.
    for (const event of events) {
      const answers = tracker.requests
        .filter((request) => request.eventId === event.eventId)
        .map((r) => r.answer)
      expect(answers.slice(0, 3)).toEqual(['fail', 'timeout', 'ok'])
    }
    // A try under way when the sender died may be sent again (at most one per lane); the tracker's
    // dedupe by event id keeps it from counting twice.
    const repeats = tracker.requests.filter((request) => request.duplicate).length
    expect(repeats).toBeLessThanOrEqual(8)
    console.info(
      `postbacks: ${events.length} events, ${tracker.requests.length} requests, ${acceptedBeforeKill} accepted before the kill, ${repeats} sent again after it`,
    )
  }, 240_000)
})
