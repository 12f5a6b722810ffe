import { Code } from '@src/contract/codes'
import type { RaceDefinition } from '@src/contract/race'
import type { Db } from '../../db'
import type { Localized } from '../../db/localized'
import { races } from '../../db/schema/races'
import { ApiError } from '../../envelope'
import type { RaceRow } from './board'
import { fromSpWallClock, toSpWallClock } from './time'

/** The most paid places a race may have (the board shows RACE_BOARD_SIZE). */
export const MAX_PAID_PLACES = 10

/** The columns of a race from the operator's definition; ApiError RaceDefinitionInvalid when it does not fit. */
export const raceColumns = (definition: RaceDefinition) => {
  const startsAt = fromSpWallClock(definition.startsAt)
  const endsAt = fromSpWallClock(definition.endsAt)
  const fits =
    !Number.isNaN(startsAt.getTime()) &&
    !Number.isNaN(endsAt.getTime()) &&
    endsAt > startsAt &&
    // A repeating race fits in its period, so that occurrences never overlap.
    (definition.repeat !== 'daily' || endsAt.getTime() - startsAt.getTime() <= 86_400_000 + 3_600_000) &&
    (definition.repeat !== 'weekly' || endsAt.getTime() - startsAt.getTime() <= 7 * 86_400_000 + 3_600_000) &&
    definition.shares.length <= MAX_PAID_PLACES &&
    definition.fixedPrizes.length <= MAX_PAID_PLACES &&
    (definition.fixedPrizes.length > 0
      ? definition.fixedPrizes.some((prize) => prize > 0)
      : definition.prizePool > 0 && definition.shares.reduce((sum, share) => sum + share, 0) === 10_000)
  if (!fits) throw new ApiError(Code.RaceDefinitionInvalid)
  return {
    names: definition.names as Localized,
    startsAt,
    endsAt,
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
export const definitionOf = (race: RaceRow): RaceDefinition => ({
  names: { zh: race.names.zh, en: race.names.en ?? '', sw: race.names.sw ?? '', pt: race.names.pt ?? '' },
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
