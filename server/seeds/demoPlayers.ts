import { randomBytes } from 'node:crypto'
import { count, eq, inArray } from 'drizzle-orm'
import { Code } from '../../src/contract/codes'
import type { Db } from '../db'
import { rounds } from '../db/schema/rounds'
import { users } from '../db/schema/users'
import { ApiError } from '../envelope'
import { betSizes } from '../games/betSizes'
import { TITLES } from '../games/titles'
import { createUser, findUserByPhone, hashPassword } from '../services/accounts'
import { findPlayableGame, type PlayableGame, spin } from '../services/games'
import { transfer } from '../services/ledger'
import type { Seed } from './seed'

const PLAYERS = 6
const ROUNDS_EACH = 8
/** Play money per demo player, centavos. */
const FUNDING = 200_00
/** Demo players bet among the smallest sizes of each game. */
const SMALL_SIZES = 4

/**
 * Demo phones under +999, a country code the ITU keeps unassigned: no real player can hold one, and the
 * masked name in the feed ('+9990****0001') does not pass for a local number.
 */
const demoPhone = (index: number) => `+99900000${String(index + 1).padStart(4, '0')}`

/** A demo account (flag `demo`) with a password nobody knows: it plays at seed time and never logs in. */
const demoPlayer = async (db: Db, index: number): Promise<number> => {
  const phone = demoPhone(index)
  const user =
    (await findUserByPhone(db, phone)) ??
    (await createUser(db, { phone, passwordHash: await hashPassword(randomBytes(32).toString('hex')) })) ??
    // Another server process created it in the meantime.
    (await findUserByPhone(db, phone))
  if (!user) throw new Error(`Demo player ${phone} could not be created`)
  if (!user.demo) await db.update(users).set({ demo: true }).where(eq(users.id, user.id))
  return user.id
}

const playableGames = async (db: Db): Promise<PlayableGame[]> => {
  const found = await Promise.all(TITLES.map((title) => findPlayableGame(db, { slug: title.slug })))
  return found.filter((game): game is PlayableGame => game !== undefined)
}

/**
 * A few demo players, funded through the ledger from the 'demo_funding' house account, who play real rounds
 * through the engine, the ledger and the seeds like anyone else: a fresh install shows a feed, and nothing in
 * it is typed in. Each round has a fixed client round id, so a second run (or a second process) replays
 * instead of playing again. On when DEMO_PLAYERS says so (development by default).
 */
export const seedDemoPlayers: Seed = async (db, config) => {
  if (!config.demoPlayers) return
  const ids = await Promise.all(Array.from({ length: PLAYERS }, (_, index) => demoPlayer(db, index)))
  const [played] = await db.select({ value: count() }).from(rounds).where(inArray(rounds.userId, ids))
  if ((played?.value ?? 0) >= PLAYERS * ROUNDS_EACH) return

  for (const userId of ids) {
    await transfer(db, {
      key: `demo_funding:${userId}`,
      reason: 'demo_funding',
      reference: `user:${userId}`,
      from: { system: 'demo_funding' },
      to: { userId, kind: 'game' },
      amount: FUNDING,
    })
  }
  const playable = await playableGames(db)
  if (playable.length === 0) return
  const broke = new Set<number>()
  // Round by round across the players, so the feed mixes players and games.
  for (let round = 0; round < ROUNDS_EACH; round += 1) {
    for (const [index, userId] of ids.entries()) {
      const game = playable[(index + round) % playable.length]
      if (!game || broke.has(userId)) continue
      const sizes = betSizes(game.title, game).slice(0, SMALL_SIZES)
      const bet = sizes[(index * 3 + round) % sizes.length] ?? game.minBet
      try {
        await spin(db, { userId, game, bet, clientRoundId: `demo-round-${round}` })
      } catch (error) {
        if (!(error instanceof ApiError && error.code === Code.GameBalanceTooLow)) throw error
        broke.add(userId)
      }
    }
  }
}
