import type { EventState } from '@src/contract/content'
import { cashbackLeft } from '@src/contract/rewards-tiers'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { rewards } from '../../db/schema/rewards'
import { users } from '../../db/schema/users'
import { dayOf } from '../calendar'
import { cashbackUsed, hasFirstRecharge } from './recharge'
import { getPromotion } from './rules'

/** The portal pages of the promotions an event can lead to, and what 'used' means for each. */
type StateOf = (db: Db, userId: number, now: Date) => Promise<EventState>

const exists = async (query: Promise<unknown[]>): Promise<boolean> => (await query).length > 0

const PROMOTION_PAGES: Record<string, StateOf> = {
  /** The first deposit is once: done after the first paid top-up, whatever it earned. */
  '/pages/first-storage/index': async (db, userId) =>
    (await hasFirstRecharge(db, userId)) ? 'done' : 'open',
  /** Cash back: joined once it paid; done for today when today's cash backs are all used. */
  '/pages/return-cash/index': async (db, userId, now) => {
    const [promotion, usedToday] = await Promise.all([
      getPromotion(db, 'recharge_cashback'),
      cashbackUsed(db, userId, dayOf(now)),
    ])
    if (cashbackLeft(promotion.rules.dailyLimit, usedToday) === 0) return 'done'
    const paid = await exists(
      db
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.userId, userId), eq(rewards.kind, 'recharge_cashback')))
        .limit(1),
    )
    return paid ? 'joined' : 'open'
  },
  /** The partner salary is weekly and never ends: joined once the player has invited someone. */
  '/pages/buddy/index': async (db, userId) =>
    (await exists(db.select({ id: users.id }).from(users).where(eq(users.parentId, userId)).limit(1)))
      ? 'joined'
      : 'open',
}

/** The route of a portal link (its query does not change the page). */
const routeOf = (link: string): string => link.split(/[?#]/)[0] ?? link

/**
 * The player's state in each event, by the page its link opens; events leading elsewhere are 'open'. Each
 * promotion page is looked at once however many events lead to it.
 */
export const eventStates = async (
  db: Db,
  userId: number | null,
  links: readonly string[],
  now = new Date(),
): Promise<Map<string, EventState>> => {
  const routes = [...new Set(links.map(routeOf))]
  const states = await Promise.all(
    routes.map(async (route): Promise<[string, EventState]> => {
      const stateOf = PROMOTION_PAGES[route]
      return [route, userId !== null && stateOf ? await stateOf(db, userId, now) : 'open']
    }),
  )
  const byRoute = new Map(states)
  return new Map(links.map((link) => [link, byRoute.get(routeOf(link)) ?? 'open']))
}
