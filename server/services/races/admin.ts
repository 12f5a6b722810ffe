import { Code } from '@src/contract/codes'
import type { RaceDefinition } from '@src/contract/race'
import type { AdminRace, AdminRaces, RaceSaveBody, RaceWeights } from '@src/contract/race-admin'
import { RACE_MAX_PAID_PLACES } from '@src/contract/race-values'
import type { Lang } from '@src/i18n/languages'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Localized, localize } from '../../db/localized'
import { centavos } from '../../db/money'
import { games } from '../../db/schema/catalogue'
import { siteSettings } from '../../db/schema/content'
import { raceEntries, racePrizes, raceRollbacks, races } from '../../db/schema/races'
import { ApiError } from '../../envelope'
import { type Operator, recordAudit, saveAuditedDefinition } from '../audit'
import { type RaceRow, racesEnabled, stateAt } from './board'
import { announceRaces } from './live'
import { spWallClockWindow, toSpWallClock } from './time'

/** The columns of a race from the operator's definition; ApiError RaceDefinitionInvalid when it does not fit. */
const raceColumns = (definition: RaceDefinition) => {
  const window = spWallClockWindow(definition)
  const length = window ? window.endsAt.getTime() - window.startsAt.getTime() : 0
  const fits =
    window !== null &&
    // A repeating race fits in its period, so that occurrences never overlap.
    (definition.repeat !== 'daily' || length <= 86_400_000 + 3_600_000) &&
    (definition.repeat !== 'weekly' || length <= 7 * 86_400_000 + 3_600_000) &&
    definition.shares.length <= RACE_MAX_PAID_PLACES &&
    definition.fixedPrizes.length <= RACE_MAX_PAID_PLACES &&
    (definition.fixedPrizes.length > 0
      ? definition.fixedPrizes.some((prize) => prize > 0)
      : definition.prizePool > 0 && definition.shares.reduce((sum, share) => sum + share, 0) === 10_000)
  if (!fits) throw new ApiError(Code.RaceDefinitionInvalid)
  return {
    names: definition.names as Localized,
    ...window,
    repeat: definition.repeat,
    gameIds: [...new Set(definition.gameIds)],
    providers: [...new Set(definition.providers)],
    prizePool: definition.fixedPrizes.length > 0 ? 0 : definition.prizePool,
    shares: definition.fixedPrizes.length > 0 ? [] : definition.shares,
    fixedPrizes: definition.fixedPrizes,
    minStake: definition.minStake,
  }
}

/** A race as the operator typed it (São Paulo wall clock). */
const definitionOf = (race: RaceRow): RaceDefinition => ({
  names: race.names,
  startsAt: toSpWallClock(race.startsAt),
  endsAt: toSpWallClock(race.endsAt),
  repeat: race.repeat,
  gameIds: race.gameIds,
  providers: race.providers,
  prizePool: race.prizePool,
  shares: race.shares,
  fixedPrizes: race.fixedPrizes.map(Number),
  minStake: race.minStake,
})

/** Makes a race (the seed's and the console's); answers its row. */
export const createRace = async (db: Db, definition: RaceDefinition): Promise<RaceRow> => {
  const [race] = await db.insert(races).values(raceColumns(definition)).returning()
  if (!race) throw new Error('race not written')
  return race
}

const LIST_LIMIT = 100

/** admin/race_list: the switch and the newest races (by start), with their players and prizes paid. */
export const listRaces = async (db: Db, now = new Date()): Promise<AdminRaces> => {
  const rows = await db
    .select({
      race: races,
      players: sql<number>`(select count(*)::int from ${raceEntries} e where e.race_id = ${races.id})`,
      paid: sql<string>`(select coalesce(sum(p.amount), 0) from ${racePrizes} p where p.race_id = ${races.id} and p.paid_at is not null and not p.withheld)`,
      // The outer race spelled out: race_rollbacks has an id of its own, which a bare "id" would name.
      lateCount: sql<number>`(select count(*)::int from ${raceRollbacks} b where b.race_id = "races"."id")`,
      lateStake: sql<string>`(select coalesce(sum(b.stake), 0) from ${raceRollbacks} b where b.race_id = "races"."id")`,
    })
    .from(races)
    .orderBy(desc(races.startsAt), desc(races.id))
    .limit(LIST_LIMIT)
  return {
    enabled: await racesEnabled(db),
    races: rows.map(({ race, players, paid, lateCount, lateStake }) =>
      toAdminRace(race, players, centavos(paid), now, {
        count: Number(lateCount),
        stake: centavos(lateStake),
      }),
    ),
  }
}

const toAdminRace = (
  race: RaceRow,
  players: number,
  paid: number,
  now: Date,
  lateRollbacks: AdminRace['lateRollbacks'] = { count: 0, stake: 0 },
): AdminRace => ({
  id: race.id,
  state: race.state === 'cancelled' ? 'cancelled' : stateAt(race, now),
  definition: definitionOf(race),
  players,
  paid,
  previousId: race.previousId,
  lateRollbacks,
})

/** A race's row under its lock; RaceNotFound without one. */
const lockedRace = async (tx: Db, id: number): Promise<RaceRow> => {
  const [race] = await tx.select().from(races).where(eq(races.id, id)).for('update')
  if (!race) throw new ApiError(Code.RaceNotFound)
  return race
}

/** Changes allowed only before the start: a running race's terms are what its players play for. */
const assertNotStarted = (race: RaceRow, now: Date) => {
  if (race.state !== 'open' || race.startsAt <= now) throw new ApiError(Code.RaceStarted)
}

/** admin/race_save: a new race, or new terms for one not started yet; audited. */
export const saveRace = async (
  db: Db,
  operator: Operator,
  body: RaceSaveBody,
  now = new Date(),
): Promise<AdminRace> => {
  const columns = raceColumns(body.race)
  const saved = await saveAuditedDefinition(
    db,
    operator,
    'race',
    { id: body.id, definition: body.race },
    {
      insert: (tx) => tx.insert(races).values(columns).returning(),
      lockEditable: async (tx, id) => {
        const race = await lockedRace(tx, id)
        assertNotStarted(race, now)
        return race
      },
      update: (tx, race) => tx.update(races).set(columns).where(eq(races.id, race.id)).returning(),
      definitionOf,
    },
  )
  await announceRaces(db, saved.id)
  return toAdminRace(saved, 0, 0, now)
}

/** admin/race_cancel: an upcoming race cancelled (never one that started); audited. */
export const cancelRace = async (db: Db, operator: Operator, id: number, now = new Date()): Promise<void> => {
  await db.transaction(async (tx) => {
    const race = await lockedRace(tx, id)
    assertNotStarted(race, now)
    await tx.update(races).set({ state: 'cancelled' }).where(eq(races.id, id))
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'race.cancel',
      target: `race:${id}`,
      before: definitionOf(race),
      ip: operator.ip,
    })
  })
  await announceRaces(db, id)
}

/** admin/race_switch: races on or off in this site (no scoring, no board while off); audited. */
export const switchRaces = async (db: Db, operator: Operator, enabled: boolean): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await racesEnabled(tx)
    await tx.update(siteSettings).set({ racesEnabled: enabled })
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'race.switch',
      target: 'races',
      before: { enabled: before },
      after: { enabled },
      ip: operator.ip,
    })
  })
  await announceRaces(db)
}

/** admin/race_weights: every game's race weight, the operator's and the one that applies. */
export const raceWeights = async (db: Db, lang: Lang): Promise<RaceWeights> => {
  const rows = await db
    .select({
      gameId: games.id,
      slug: games.slug,
      name: games.name,
      provider: games.provider,
      rtpBps: games.rtpBps,
      weightBps: games.raceWeightBps,
      effective: sql<string>`ficha_race_weight(${games.raceWeightBps}, ${games.rtpBps})`,
    })
    .from(games)
    .orderBy(asc(games.provider), asc(games.sort), asc(games.id))
  return rows.map(({ name, effective, ...row }) => ({
    ...row,
    name: localize(name, lang),
    effectiveBps: Number(effective),
  }))
}

/** admin/race_weight: a game's race weight (null: follows the house edge again); audited. */
export const setRaceWeight = async (
  db: Db,
  operator: Operator,
  gameId: number,
  weightBps: number | null,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [game] = await tx
      .select({ slug: games.slug, weight: games.raceWeightBps })
      .from(games)
      .where(eq(games.id, gameId))
      .for('update')
    if (!game) throw new ApiError(Code.GameNotFound)
    await tx.update(games).set({ raceWeightBps: weightBps }).where(eq(games.id, gameId))
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'game.race_weight',
      target: `game:${game.slug}`,
      before: { weightBps: game.weight },
      after: { weightBps },
      ip: operator.ip,
    })
  })
}
