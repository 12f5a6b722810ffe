import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import type { RaceBoard, RaceBoardAnswer, RaceDefinition } from '@src/contract/race'
import { call, operatorToken } from './api'
import { gameBySlug, openGameSession } from './play'

/** São Paulo's calendar day of an instant, 'YYYY-MM-DD'. */
const saoPauloDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at)

/** The smallest stake that scores in the race runningRace makes (centavos). */
const RACE_MIN_STAKE = 600

/** The name of the race runningRace makes, in each language (the board speaks the reader's). */
export const RACE_NAMES = { zh: '每日竞赛', en: 'Daily race', sw: 'Mbio za kila siku', pt: 'Corrida diária' }

/**
 * The featured race, running: the browser tests' server seeds none (no demo players), so the first caller
 * makes one through the console's API, over every game, today to tomorrow (São Paulo), R$ 100 for 4 places.
 * Its minimum stake (R$ 6) keeps out what other browser tests play on the same server (the seeded month's
 * many rounds of R$ 0,50 to R$ 5 would otherwise fill the board), and playStakes' R$ 10 reaches it.
 */
export async function runningRace(request: APIRequestContext): Promise<RaceBoard> {
  const featured = await call<RaceBoardAnswer>(request, 'race/board', {})
  if (featured?.state === 'running') return featured
  const race: RaceDefinition = {
    names: RACE_NAMES,
    startsAt: `${saoPauloDay(new Date())}T00:00`,
    endsAt: `${saoPauloDay(new Date(Date.now() + 86_400_000))}T00:00`,
    repeat: 'none',
    gameIds: [],
    providers: [],
    prizePool: 100_00,
    shares: [5000, 2500, 1500, 1000],
    fixedPrizes: [],
    minStake: RACE_MIN_STAKE,
  }
  await call(request, 'admin/race_save', { race }, await operatorToken(request))
  let board: RaceBoardAnswer = null
  await expect
    .poll(async () => {
      board = await call<RaceBoardAnswer>(request, 'race/board', {})
      return board?.state
    })
    .toBe('running')
  return board as unknown as RaceBoard
}

/** A race starting tomorrow (São Paulo) and ending the day after, named `name` in every language. */
export async function upcomingRace(request: APIRequestContext, name: string): Promise<void> {
  const race: RaceDefinition = {
    names: { zh: name, en: name, sw: name, pt: name },
    startsAt: `${saoPauloDay(new Date(Date.now() + 86_400_000))}T00:00`,
    endsAt: `${saoPauloDay(new Date(Date.now() + 2 * 86_400_000))}T00:00`,
    repeat: 'none',
    gameIds: [],
    providers: [],
    prizePool: 50_00,
    shares: [10_000],
    fixedPrizes: [],
    minStake: RACE_MIN_STAKE,
  }
  await call(request, 'admin/race_save', { race }, await operatorToken(request))
}

/** How a race board shows a player's handle (server/services/races/board.ts's maskName). */
export const maskedName = (name: string): string => {
  const letters = [...name]
  if (letters.length <= 5) return `${letters[0] ?? ''}***`
  return `${letters.slice(0, 3).join('')}***${letters.slice(-2).join('')}`
}

/**
 * A player's rounds at a stake well above the smallest (so they rank among the top 10 whatever the other
 * browser tests play): `rounds` real spins of a game through the game API, as a second device would.
 */
export async function playStakes(
  request: APIRequestContext,
  token: string,
  rounds = 1,
  slug = 'samba-night',
) {
  const game = await gameBySlug(request, slug)
  const session = await openGameSession(request, token, game.id)
  const info = await session.info()
  const bet = [...info.bets.sizes].reverse().find((size) => size <= 1_000) ?? info.bets.min
  expect(bet, 'a stake the race scores').toBeGreaterThanOrEqual(RACE_MIN_STAKE)
  for (let round = 0; round < rounds; round += 1) await session.spin({ bet, clientRoundId: randomUUID() })
}
