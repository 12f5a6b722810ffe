import { providerReconciliations, providerRounds } from '@server/db/schema/providers'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { dayOf } from '@server/services/calendar'
import { units } from '@simulator/hub88'
import type { MismatchPage, ReconcileResult } from '@src/contract/reconcile'
import { checkHub88 } from '@tests/support/hub88'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, createPlayer, operatorToken } from '../helpers'
import { gameBalance, movements, seat } from './seat'
import { runningHub88 } from './servers'

let operator: string
const today = dayOf(new Date())
const given = runningHub88()
beforeAll(async () => {
  operator = await operatorToken(given.server)
})

const reconcile = async () => {
  const answer = await call<ReconcileResult>(
    given.server.app,
    'admin/provider_reconcile',
    { day: today },
    { token: operator, lang: 'en' },
  )
  expect(answer.code).toBe(1)
  const [hub88] = answer.data
  if (!hub88) throw new Error('no Hub88 run')
  return hub88
}

const mismatches = async () =>
  (await call<MismatchPage>(given.server.app, 'admin/provider_mismatches', {}, { token: operator })).data

/** Makes a round look as if it had started `hours` ago. */
const age = (round: unknown, hours: number) =>
  given.server.db
    .update(providerRounds)
    .set({ startedAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(providerRounds.externalId, String(round)))

const sim = () => given.running.simulator

describe('Provider reconciliation', () => {
  it('reports nothing for a day where the provider and Ficha agree, and records the run', async () => {
    const player = await seat(given.server, 10)
    const bet = sim().bet(player, units(1))
    expect(await sim().call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK' })
    const win = sim().winFor(bet, units(3), { round_closed: true })
    expect(await sim().call('transaction/win', win)).toMatchObject({ status: 'RS_OK' })

    expect(await reconcile()).toEqual({
      provider: 'hub88',
      day: today,
      providerCount: 2,
      fichaCount: 2,
      mismatches: 0,
      roundsClosed: 0,
    })
    expect((await mismatches()).list).toEqual([])
    const [run] = await given.server.db
      .select()
      .from(providerReconciliations)
      .where(eq(providerReconciliations.trigger, 'operator'))
    expect(run).toMatchObject({ provider: 'hub88', day: today, providerCount: 2, fichaCount: 2, error: null })
    expect(run?.actorId).toEqual(expect.any(Number))
    expect(run?.finishedAt).toBeInstanceOf(Date)
  })

  it('closes a round open past the limit through the provider’s round report, crediting its missed win once', async () => {
    const player = await seat(given.server, 10)
    const bet = sim().bet(player, units(2))
    expect(await sim().call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: units(8) })
    // Hub88 holds the win, the call never reached Ficha: the round stays open at Ficha.
    const win = sim().winFor(bet, units(5), { round_closed: true })
    sim().missed('transaction/win', win)
    // A round the provider itself has not ended (a bet, nothing after it): listed, not closed.
    const pending = sim().bet(player, units(1))
    expect(await sim().call('transaction/bet', pending)).toMatchObject({ status: 'RS_OK' })
    await age(bet.round, 3)
    await age(pending.round, 3)

    const result = await reconcile()
    expect(result).toMatchObject({ roundsClosed: 1, mismatches: 1 })
    expect(await gameBalance(given.server, player.userId)).toBe(1200)
    expect(await movements(given.server, 'hub88', String(win.transaction_uuid))).toBe(1)
    const [closed] = await given.server.db
      .select({ state: providerRounds.state, win: providerRounds.win })
      .from(providerRounds)
      .where(eq(providerRounds.externalId, String(bet.round)))
    expect(closed).toEqual({ state: 'closed', win: 500 })
    expect((await mismatches()).list).toEqual([
      expect.objectContaining({
        kind: 'round_open',
        reference: pending.round,
        userId: player.userId,
        fichaAmount: 100,
      }),
    ])
    // Hub88 retrying the win later is a replay: answered, nothing moves.
    expect(await sim().call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: units(12) })
    expect(await movements(given.server, 'hub88', String(win.transaction_uuid))).toBe(1)

    // The provider ends the pending round: the next run closes it and the listing clears.
    const late = sim().winFor(pending, 0, { round_closed: true })
    sim().missed('transaction/win', late)
    expect(await reconcile()).toMatchObject({ roundsClosed: 1, mismatches: 0 })
    expect((await mismatches()).list).toEqual([])
    expect(await checkHub88(given.server.db, sim())).toEqual([])
  })

  it('lists a provider transaction Ficha lacks, and one of Ficha’s the provider does not report, with their amounts', async () => {
    const player = await seat(given.server, 10)
    const bet = sim().bet(player, units(1.5))
    sim().missed('transaction/bet', bet)
    // A bet Ficha took whose record the provider's report lost.
    const lost = sim().bet(player, units(0.5), { round_closed: true })
    expect(await sim().call('transaction/bet', lost)).toMatchObject({ status: 'RS_OK' })
    sim().report.splice(
      sim().report.findIndex((entry) => entry.body.transaction_uuid === lost.transaction_uuid),
      1,
    )

    expect(await reconcile()).toMatchObject({ mismatches: 2, roundsClosed: 0 })
    const listed = await mismatches()
    expect(listed.total).toBe(2)
    expect(listed.list).toEqual([
      expect.objectContaining({
        kind: 'unknown',
        reference: lost.transaction_uuid,
        transactionKind: 'bet',
        day: today,
        userId: player.userId,
        providerAmount: null,
        fichaAmount: 50,
      }),
      expect.objectContaining({
        provider: 'hub88',
        kind: 'missing',
        reference: bet.transaction_uuid,
        transactionKind: 'bet',
        day: today,
        round: bet.round,
        providerAmount: 150,
        fichaAmount: null,
      }),
    ])
    // Nothing was taken from the player for a bet Ficha never accepted.
    expect(await gameBalance(given.server, player.userId)).toBe(950)
  })

  it('changes nothing when run again, and refuses a run while one is going', async () => {
    const ledgerCount = async () =>
      (await given.server.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0]?.n
    const before = { ledger: await ledgerCount(), listed: await mismatches() }

    expect(await reconcile()).toMatchObject({ mismatches: 2, roundsClosed: 0 })
    expect(await ledgerCount()).toBe(before.ledger)
    expect(await mismatches()).toEqual(before.listed)

    // A run already going (another process's, or the job's): the operator is told, nothing runs.
    const [going] = await given.server.db
      .insert(providerReconciliations)
      .values({ provider: 'hub88', day: today, trigger: 'schedule' })
      .returning({ id: providerReconciliations.id })
    const refused = await call(
      given.server.app,
      'admin/provider_reconcile',
      { day: today },
      { token: operator, lang: 'pt' },
    )
    expect(refused).toMatchObject({
      code: 1311,
      msg: 'Já há uma conciliação em andamento. Tente novamente quando ela terminar.',
    })
    await given.server.db
      .update(providerReconciliations)
      .set({ finishedAt: new Date() })
      .where(and(eq(providerReconciliations.id, going?.id ?? 0)))
    expect(await ledgerCount()).toBe(before.ledger)
  })

  it('refuses both routes to a player, and a day that is not a date', async () => {
    const someone = await createPlayer(given.server.app)
    expect(
      (await call(given.server.app, 'admin/provider_reconcile', {}, { token: someone.token })).code,
    ).toBe(403)
    expect(
      (await call(given.server.app, 'admin/provider_mismatches', {}, { token: someone.token })).code,
    ).toBe(403)
    const bad = await call(
      given.server.app,
      'admin/provider_reconcile',
      { day: '26/11/2026' },
      { token: operator },
    )
    expect(bad.code).not.toBe(1)
  })
})
