import { sql } from 'drizzle-orm'
import { races } from '../db/schema/races'
import { dayOf, shiftDays } from '../services/calendar'
import { createRace } from '../services/races'
import type { Seed } from './seed'

/** The seeded daily race's name: content of the database, like the catalogue's names. */
const DAILY_NAMES = { zh: '每日竞赛', en: 'Daily race', sw: 'Mbio za kila siku', pt: 'Corrida diária' }

/**
 * Development (with the demo players, DEMO_PLAYERS): a daily race over every game, running today (São Paulo
 * day), R$ 500 split 50/25/15/10 %, so that `npm start` shows one; it repeats daily once settled. Only when
 * no race was ever made; under a lock, so two processes starting together make one.
 */
export const seedRaces: Seed = async (db, config) => {
  if (!config.demoPlayers) return
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ficha:seed:races'))`)
    const [any] = await tx.select({ id: races.id }).from(races).limit(1)
    if (any) return
    const today = dayOf(new Date())
    await createRace(tx, {
      names: DAILY_NAMES,
      startsAt: `${today}T00:00`,
      endsAt: `${shiftDays(today, 1)}T00:00`,
      repeat: 'daily',
      gameIds: [],
      providers: [],
      prizePool: 500_00,
      shares: [5000, 2500, 1500, 1000],
      fixedPrizes: [],
      minStake: 0,
    })
  })
}
