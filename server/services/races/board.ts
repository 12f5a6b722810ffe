import {
  RACE_BOARD_SIZE,
  RACE_LIST_DAYS,
  RACE_LIST_SIZE,
  type RaceBoard,
  type RacePlace,
  type RaceStanding,
  type RaceState,
  type RaceSummary,
} from '@src/contract/race'
import type { Lang } from '@src/i18n/languages'
import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { localize } from '../../db/localized'
import { siteSettings } from '../../db/schema/content'
import { accountLinks } from '../../db/schema/links'
import { playerProtection } from '../../db/schema/protection'
import { raceEntries, races } from '../../db/schema/races'
import { users } from '../../db/schema/users'
import { publicName } from '../accounts'
import { standingRefusal, standingRefusalSql } from '../protection'

export type RaceRow = typeof races.$inferSelect

/** How deep a board is read to rank players past the shown places (linked and barred ones drop out). */
const RANKED_DEPTH = 500

/** One ranked player: place after the barred and linked ones dropped out. */
interface RankedPlayer {
  place: number
  userId: number
  username: string
  score: number
  reachedSeq: number
}

/** A race and its ranking as read at one moment (cached by RaceHub, rendered per language). */
export interface BoardData {
  race: RaceRow
  prizes: number[]
  ranked: RankedPlayer[]
  /** Players of the ranking left out because a linked account placed better. */
  linkedOut: Set<number>
}

/** 'fic***ab': the nickname or handle with its middle hidden; short names keep their first letter only. */
const maskName = (name: string): string => {
  const letters = [...name]
  if (letters.length <= 5) return `${letters[0] ?? ''}***`
  return `${letters.slice(0, 3).join('')}***${letters.slice(-2).join('')}`
}

/** The prize of each paid place, first first: the fixed amounts, or the pool split by shares (rounded down). */
const prizesOf = (race: Pick<RaceRow, 'fixedPrizes' | 'prizePool' | 'shares'>): number[] => {
  const prizes =
    race.fixedPrizes.length > 0
      ? race.fixedPrizes.map(Number)
      : race.shares.map((share) => Math.floor((race.prizePool * share) / 10_000))
  // Trailing zero places are not paid places.
  while (prizes.length > 0 && prizes[prizes.length - 1] === 0) prizes.pop()
  return prizes
}

/** The API's state of a race at `now`: an open race is upcoming, running, or (ended, not settled yet) settling. */
export const stateAt = (race: Pick<RaceRow, 'state' | 'startsAt' | 'endsAt'>, now: Date): RaceState => {
  if (race.state === 'final') return 'final'
  if (race.state === 'settling' || race.state === 'cancelled') return 'settling'
  if (now < race.startsAt) return 'upcoming'
  return now < race.endsAt ? 'running' : 'settling'
}

/** Races on in this site (the operator's switch, site_settings.races_enabled). */
export const racesEnabled = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ on: siteSettings.racesEnabled }).from(siteSettings)
  return row?.on ?? true
}

/**
 * The race race/board shows without an id: the running race ending first, else the latest ended one
 * (settling or final), else the next upcoming one; null when there is none.
 */
export const featuredRaceId = async (db: Db, now: Date): Promise<number | null> => {
  const pick = async (where: ReturnType<typeof and>, order: ReturnType<typeof asc>[]) => {
    const [row] = await db
      .select({ id: races.id })
      .from(races)
      .where(where)
      .orderBy(...order)
      .limit(1)
    return row?.id ?? null
  }
  return (
    (await pick(and(eq(races.state, 'open'), sql`${races.startsAt} <= ${now}`, gt(races.endsAt, now)), [
      asc(races.endsAt),
      asc(races.id),
    ])) ??
    (await pick(
      or(
        inArray(races.state, ['settling', 'final']),
        and(eq(races.state, 'open'), sql`${races.endsAt} <= ${now}`),
      ),
      [desc(races.endsAt), desc(races.id)],
    )) ??
    (await pick(and(eq(races.state, 'open'), gt(races.startsAt, now)), [asc(races.startsAt), asc(races.id)]))
  )
}

/** A player now kept off boards: one barred by their standing (eligibility, the rule ficha_race_score asks). */
const barredNow = sql`${standingRefusalSql()} is not null`

/** The groups of linked accounts (admin/linked_accounts) among these players: a representative per player. */
const linkGroups = async (db: Db, userIds: number[]): Promise<Map<number, number>> => {
  const root = new Map<number, number>()
  if (userIds.length < 2) return root
  const links = await db
    .select({ a: accountLinks.userId, b: accountLinks.inviterId })
    .from(accountLinks)
    .where(or(inArray(accountLinks.userId, userIds), inArray(accountLinks.inviterId, userIds)))
  const find = (id: number): number => {
    let top = id
    while (root.has(top) && root.get(top) !== top) top = root.get(top) as number
    root.set(id, top)
    return top
  }
  for (const { a, b } of links) {
    const [ra, rb] = [find(a), find(b)]
    if (ra !== rb) root.set(rb, ra)
  }
  const groups = new Map<number, number>()
  for (const id of userIds) groups.set(id, find(id))
  return groups
}

/**
 * The race's ranking now: scores high to low, a tie to the score reached first; players barred now are
 * left out, and of linked accounts only the best placed keeps a place.
 */
export const readBoard = async (db: Db, race: RaceRow): Promise<BoardData> => {
  const rows = await db
    .select({
      userId: raceEntries.userId,
      score: raceEntries.score,
      reachedSeq: raceEntries.reachedSeq,
      nickname: users.nickname,
      handle: users.handle,
    })
    .from(raceEntries)
    .innerJoin(users, eq(users.id, raceEntries.userId))
    .crossJoin(siteSettings)
    .leftJoin(playerProtection, eq(playerProtection.userId, raceEntries.userId))
    .where(and(eq(raceEntries.raceId, race.id), gt(raceEntries.score, 0), sql`not ${barredNow}`))
    .orderBy(desc(raceEntries.score), asc(raceEntries.reachedSeq))
    .limit(RANKED_DEPTH)
  const groups = await linkGroups(
    db,
    rows.map((row) => row.userId),
  )
  const placedGroups = new Set<number>()
  const ranked: RankedPlayer[] = []
  const linkedOut = new Set<number>()
  for (const row of rows) {
    const group = groups.get(row.userId) ?? row.userId
    if (placedGroups.has(group)) {
      linkedOut.add(row.userId)
      continue
    }
    placedGroups.add(group)
    ranked.push({
      place: ranked.length + 1,
      userId: row.userId,
      username: maskName(publicName(row)),
      score: row.score,
      reachedSeq: Number(row.reachedSeq),
    })
  }
  return { race, prizes: prizesOf(race), ranked, linkedOut }
}

export const raceById = async (db: Db, id: number): Promise<RaceRow | null> => {
  const [race] = await db.select().from(races).where(eq(races.id, id))
  return race ?? null
}

/**
 * The races a player can look up (race/list): open ones not ended first, soonest ending first, then those
 * ended within RACE_LIST_DAYS (settling or paid), newest first; a cancelled race is not listed.
 */
export const recentRaces = async (db: Db, lang: Lang, fallback: Lang, now: Date): Promise<RaceSummary[]> => {
  const since = new Date(now.getTime() - RACE_LIST_DAYS * 86_400_000)
  const rows = await db
    .select()
    .from(races)
    .where(and(inArray(races.state, ['open', 'settling', 'final']), gt(races.endsAt, since)))
    .orderBy(
      sql`(${races.endsAt} > ${now}) desc`,
      sql`case when ${races.endsAt} > ${now} then ${races.endsAt} end asc`,
      desc(races.endsAt),
      desc(races.id),
    )
    .limit(RACE_LIST_SIZE)
  return rows.map((race) => ({
    id: race.id,
    name: localize(race.names, lang, fallback),
    state: stateAt(race, now),
    startsAt: race.startsAt.toISOString(),
    endsAt: race.endsAt.toISOString(),
  }))
}

/** The board as race/board and the "race" event carry it, in a language, without `me`. */
export const renderBoard = (data: BoardData, lang: Lang, now: Date, fallback: Lang): RaceBoard => ({
  id: data.race.id,
  // A name not written in the reader's language reads in the operator's default language.
  name: localize(data.race.names, lang, fallback),
  state: stateAt(data.race, now),
  startsAt: data.race.startsAt.toISOString(),
  endsAt: data.race.endsAt.toISOString(),
  prizes: data.prizes,
  minStake: data.race.minStake,
  top: data.ranked.slice(0, RACE_BOARD_SIZE).map(
    (player): RacePlace => ({
      place: player.place,
      username: player.username,
      score: player.score,
      prize: data.prizes[player.place - 1] ?? 0,
    }),
  ),
})

/**
 * The place of a player past the ranked depth: the entries ahead (none barred now), less those a linked
 * account placed better already holds the place of (the board's rule); null when one of the player's own
 * linked accounts is ahead. Only the entries ahead that have a link are read one by one.
 */
const deepPlace = async (
  db: Db,
  data: BoardData,
  userId: number,
  entry: { score: number; reachedSeq: number },
): Promise<number | null> => {
  const ahead = and(
    eq(raceEntries.raceId, data.race.id),
    or(
      gt(raceEntries.score, entry.score),
      and(eq(raceEntries.score, entry.score), lt(raceEntries.reachedSeq, entry.reachedSeq)),
    ),
    sql`not ${barredNow}`,
  )
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(raceEntries)
    .innerJoin(users, eq(users.id, raceEntries.userId))
    .crossJoin(siteSettings)
    .leftJoin(playerProtection, eq(playerProtection.userId, raceEntries.userId))
    .where(ahead)
  const linked = await db
    .select({ userId: raceEntries.userId })
    .from(raceEntries)
    .innerJoin(users, eq(users.id, raceEntries.userId))
    .crossJoin(siteSettings)
    .leftJoin(playerProtection, eq(playerProtection.userId, raceEntries.userId))
    .where(
      and(
        ahead,
        sql`exists (select 1 from ${accountLinks} where ${accountLinks.userId} = ${raceEntries.userId} or ${accountLinks.inviterId} = ${raceEntries.userId})`,
      ),
    )
    .orderBy(desc(raceEntries.score), asc(raceEntries.reachedSeq))
  const groups = await linkGroups(db, [...linked.map((row) => row.userId), userId])
  const placedGroups = new Set<number>()
  let leftOut = 0
  for (const row of linked) {
    const group = groups.get(row.userId) ?? row.userId
    if (placedGroups.has(group)) leftOut += 1
    else placedGroups.add(group)
  }
  if (placedGroups.has(groups.get(userId) ?? userId)) return null
  return (counted?.count ?? 0) - leftOut + 1
}

/** The calling player's place, score and what they need to pass the last paid place above them. */
export const standingOf = async (db: Db, data: BoardData, userId: number): Promise<RaceStanding> => {
  const eligible = (await standingRefusal(db, userId)) === null
  const [entry] = await db
    .select({ score: raceEntries.score, reachedSeq: raceEntries.reachedSeq })
    .from(raceEntries)
    .where(and(eq(raceEntries.raceId, data.race.id), eq(raceEntries.userId, userId)))
  const score = entry?.score ?? 0
  if (!eligible || !entry || score <= 0 || data.linkedOut.has(userId))
    return { eligible, place: null, score: eligible ? score : 0, toNextPaid: null }
  const place =
    data.ranked.find((player) => player.userId === userId)?.place ??
    (await deepPlace(db, data, userId, entry))
  if (place === null) return { eligible, place: null, score, toNextPaid: null }
  const paid = data.prizes.length
  const lastPaid = data.ranked[paid - 1]
  const toNextPaid = place <= paid || !lastPaid ? null : Math.max(1, lastPaid.score - score + 1)
  return { eligible, place, score, toNextPaid }
}
