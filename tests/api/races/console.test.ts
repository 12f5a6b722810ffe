import { auditLog } from '@server/db/schema/audit'
import { races } from '@server/db/schema/races'
import { Code } from '@src/contract/codes'
import type { RaceBoard, RaceDefinition } from '@src/contract/race'
import type { AdminRace, AdminRaces, RaceWeights } from '@src/contract/race-admin'
import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { consoleCall, createOperatorWithRole } from '../console/consoleFixtures'
import { playable } from '../games/gameFixtures'
import { call, serverWithOperator } from '../helpers'
import { cancelOpenRaces } from './raceFixtures'

const given = serverWithOperator()

const definition = (overrides: Partial<RaceDefinition> = {}): RaceDefinition => ({
  names: { zh: '周末竞赛', en: 'Weekend race', sw: 'Mbio za wikendi', pt: 'Corrida de fim de semana' },
  startsAt: '2099-01-03T00:00',
  endsAt: '2099-01-05T00:00',
  repeat: 'none',
  gameIds: [],
  providers: [],
  prizePool: 2_000_00,
  shares: [6000, 4000],
  fixedPrizes: [],
  minStake: 100,
  ...overrides,
})

const lastAudit = async () => {
  const [row] = await given.server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return row
}

describe('the console races', () => {
  test('an operator creates a race on São Paulo time, changes it before it starts, and cancels it; each step audited', async () => {
    const created = await call<AdminRace>(
      given.server.app,
      'admin/race_save',
      { race: definition() },
      { token: given.operator },
    )
    expect(created.code).toBe(Code.Ok)
    expect(created.data).toMatchObject({ state: 'upcoming', definition: definition(), players: 0, paid: 0 })
    const [row] = await given.server.db.select().from(races).where(eq(races.id, created.data.id))
    // 00:00 in São Paulo is 03:00 UTC.
    expect(row?.startsAt.toISOString()).toBe('2099-01-03T03:00:00.000Z')
    expect(await lastAudit()).toMatchObject({ action: 'race.create', target: `race:${created.data.id}` })

    const changed = await call<AdminRace>(
      given.server.app,
      'admin/race_save',
      { id: created.data.id, race: definition({ fixedPrizes: [1_000_00, 500_00], shares: [] }) },
      { token: given.operator },
    )
    expect(changed.data.definition).toMatchObject({ fixedPrizes: [1_000_00, 500_00], prizePool: 0 })
    expect(await lastAudit()).toMatchObject({ action: 'race.update' })

    const cancelled = await call<AdminRaces>(
      given.server.app,
      'admin/race_cancel',
      { id: created.data.id },
      { token: given.operator },
    )
    expect(cancelled.data.races.find((race) => race.id === created.data.id)?.state).toBe('cancelled')
    expect(await lastAudit()).toMatchObject({ action: 'race.cancel' })
  })

  test('a race that does not fit, or has started, is refused with its code', async () => {
    const save = (body: unknown) => call(given.server.app, 'admin/race_save', body, { token: given.operator })
    expect((await save({ race: definition({ shares: [6000, 3000] }) })).code).toBe(Code.RaceDefinitionInvalid)
    expect((await save({ race: definition({ endsAt: '2099-01-02T00:00' }) })).code).toBe(
      Code.RaceDefinitionInvalid,
    )
    expect((await save({ race: definition({ repeat: 'daily' }) })).code).toBe(Code.RaceDefinitionInvalid)
    expect((await save({ id: 999_999, race: definition() })).code).toBe(Code.RaceNotFound)
    const started = await call<AdminRace>(
      given.server.app,
      'admin/race_save',
      { race: definition() },
      { token: given.operator },
    )
    await given.server.db.execute(
      sql`update races set starts_at = now() - interval '1 minute' where id = ${started.data.id}`,
    )
    expect((await save({ id: started.data.id, race: definition() })).code).toBe(Code.RaceStarted)
    const cancel = await call(
      given.server.app,
      'admin/race_cancel',
      { id: started.data.id },
      { token: given.operator },
    )
    expect(cancel.code).toBe(Code.RaceStarted)
  })

  test('switched off, no race is shown; the switch is audited', async () => {
    await cancelOpenRaces(given.server.db)
    const running = await call<AdminRace>(
      given.server.app,
      'admin/race_save',
      { race: definition({ startsAt: '2000-01-01T00:00', endsAt: '2099-01-01T00:00' }) },
      { token: given.operator },
    )
    expect(running.data.state).toBe('running')
    expect((await call<RaceBoard>(given.server.app, 'race/board', {})).data?.id).toBe(running.data.id)
    const off = await call<AdminRaces>(
      given.server.app,
      'admin/race_switch',
      { enabled: false },
      { token: given.operator },
    )
    expect(off.data.enabled).toBe(false)
    expect(await lastAudit()).toMatchObject({ action: 'race.switch', after: { enabled: false } })
    expect((await call(given.server.app, 'race/board', {})).data).toBeNull()
    expect((await call(given.server.app, 'race/board', { id: running.data.id })).data).toBeNull()
    await call(given.server.app, 'admin/race_switch', { enabled: true }, { token: given.operator })
    expect((await call<RaceBoard>(given.server.app, 'race/board', {})).data?.id).toBe(running.data.id)
  })

  test("an operator sets a game's race weight and sets it back to follow the house edge", async () => {
    const game = await playable(given.server.db, 'tesouro-do-farao')
    const set = await call<RaceWeights>(
      given.server.app,
      'admin/race_weight',
      { gameId: game.id, weightBps: 2_500 },
      { token: given.operator },
    )
    expect(set.data.find((row) => row.gameId === game.id)).toMatchObject({
      weightBps: 2_500,
      effectiveBps: 2_500,
    })
    expect(await lastAudit()).toMatchObject({ action: 'game.race_weight', after: { weightBps: 2_500 } })
    const back = await call<RaceWeights>(
      given.server.app,
      'admin/race_weight',
      { gameId: game.id, weightBps: null },
      { token: given.operator },
    )
    const row = back.data.find((weight) => weight.gameId === game.id)
    expect(row?.weightBps).toBeNull()
    expect(row?.effectiveBps).toBe(
      Math.min(30_000, Math.floor(((10_000 - (row?.rtpBps ?? 0)) * 10_000) / 300)),
    )
  })

  test('a support operator reads the races but cannot change them', async () => {
    const support = await createOperatorWithRole(given.server, 'support')
    expect((await consoleCall(given.server.app, 'admin/race_list', {}, support.token)).code).toBe(Code.Ok)
    expect(
      (await consoleCall(given.server.app, 'admin/race_save', { race: definition() }, support.token)).code,
    ).toBe(Code.Forbidden)
  })
})
