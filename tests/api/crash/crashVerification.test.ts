import { createHash } from 'node:crypto'
import { crashChains, crashRounds } from '@server/db/schema/crash'
import { crashPoint, previousLink } from '@server/games/crash/fairness'
import { advanceCrash } from '@server/services/crash'
import type { CrashChain, CrashHistory } from '@src/contract/crash'
import type { Envelope } from '@src/contract/envelope'
import { msToReach } from '@src/crash/curve'
import { type CrashHistoryRound, checkCrashRounds } from '@src/crash/verify'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { crashPointByDefinition } from '../../unit/server/games/crash/hmac'
import { sharedServer } from '../helpers'
import { flyFor, newestRoundNumber, TEST_TIMING } from './crashFixtures'

// The acceptance's verification: 10 050 rounds published as the engine publishes them, then read by a player
// through crash/history, page by page, and each recomputed from its revealed seed and its chain. The engine
// plays the first 50 rounds and the last 150 itself (advanceCrash draws each from its published chain; only the
// clock is moved on, by flying each round past its crash), so it publishes the second chain 100 rounds before the
// first runs out and plays into it. The 9 850 rounds between are written as the engine writes a round (the
// chain's link for the round's position, its crash point by crashPoint, a schedule already over), in bulk: the
// engine's own pace (a round's creation, flight and settlement) would take the test half an hour.
const ENGINE_FIRST = 50
const WRITTEN_TO = 9_900
const ROUNDS = 10_050
const given = sharedServer()
const db = () => given.server.db
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The engine's next round: the newest one flown past its crash, then one step of the game. */
const playOne = async () => {
  const last = await newestRoundNumber(db())
  if (last > 0) await flyFor(db(), last, 100_000_000)
  await advanceCrash(db(), TEST_TIMING)
}

/** Rounds `from` to `to` of the first chain, written as createRound writes them, crashed and settled long ago. */
const writeRounds = async (from: number, to: number) => {
  const [chain] = await db().select().from(crashChains).where(eq(crashChains.firstRound, 1))
  if (!chain) throw new Error('The engine published no chain')
  // Link 0 is the secret, link k + 1 the SHA-256 of link k; round firstRound + p plays link length - 1 - p.
  const links = [chain.secret]
  for (let k = 1; k < chain.length; k += 1) links.push(previousLink(links[k - 1] as string))
  const start = Date.now() - 2 * 86_400_000
  const rows = []
  for (let round = from; round <= to; round += 1) {
    const link = chain.length - 1 - (round - chain.firstRound)
    const seed = links[link] as string
    const point = crashPoint(seed, chain.salt, chain.edgeBps)
    const flight = new Date(start + round * 100)
    const crash = new Date(flight.getTime() + msToReach(point))
    rows.push({
      round,
      chainId: chain.id,
      link,
      seed,
      crashPoint: point,
      edgeBps: chain.edgeBps,
      bettingStartsAt: flight,
      bettingEndsAt: flight,
      flightStartsAt: flight,
      crashAt: crash,
      settledAt: crash,
    })
  }
  for (let i = 0; i < rows.length; i += 1_000)
    await db()
      .insert(crashRounds)
      .values(rows.slice(i, i + 1_000))
  await db()
    .update(crashChains)
    .set({ position: to - chain.firstRound + 1 })
    .where(eq(crashChains.id, chain.id))
}

const history = async (before?: number): Promise<CrashHistory> => {
  const response = await given.server.app.inject({
    method: 'POST',
    url: '/api/crash/history',
    payload: before === undefined ? { count: 100 } : { count: 100, before },
  })
  const envelope = response.json() as Envelope<CrashHistory>
  expect(envelope.code, envelope.msg).toBe(1)
  return envelope.data as CrashHistory
}

test(`${ROUNDS.toLocaleString('en')} published rounds recompute from their revealed seeds and the chains published before them`, async () => {
  for (let played = 0; played < ENGINE_FIRST; played += 1) await playOne()
  // The newest round flown past its crash and settled, the rounds after it written.
  await flyFor(db(), ENGINE_FIRST, 100_000_000)
  await advanceCrash(db(), { ...TEST_TIMING, pauseMs: 100_000_000_000 })
  expect(await newestRoundNumber(db())).toBe(ENGINE_FIRST)
  await writeRounds(ENGINE_FIRST + 1, WRITTEN_TO)
  while ((await newestRoundNumber(db())) < ROUNDS) await playOne()
  // The newest round is still taking bets: every one before it has crashed and shows its seed.
  const newest = await newestRoundNumber(db())
  await flyFor(db(), newest, 100_000_000)
  await advanceCrash(db(), TEST_TIMING)

  // Read back as a player would: page by page, each page with the chain of its newest round.
  const rounds: CrashHistoryRound[] = []
  const chains = new Map<number, CrashChain>()
  for (let page = await history(); page.rounds.length > 0; page = await history(rounds.at(-1)?.round)) {
    rounds.push(...page.rounds)
    if (page.chain) chains.set(page.chain.id, page.chain)
  }
  expect(rounds.length).toBeGreaterThanOrEqual(ROUNDS)
  expect(rounds.map((r) => r.round)).toEqual(rounds.map((_, i) => rounds.length - i))
  // 10 000 links a chain: the rounds went on into the chain published 100 rounds before the first ran out.
  expect(chains.size).toBe(2)

  const oldestFirst = [...rounds].reverse()
  for (const chain of chains.values()) {
    const own = oldestFirst.filter((r) => r.chainId === chain.id)
    expect(own[0]?.round).toBe(chain.firstRound)
    // Each seed hashes to the one before it (the first to the terminating hash), and each crash point
    // recomputes with the tests' own HMAC (RFC 2104 over plain SHA-256) by the formula's definition.
    let expected = chain.terminatingHash
    for (const round of own) {
      expect(sha256(round.seed), `round ${round.round}`).toBe(expected)
      expect(crashPointByDefinition(round.seed, chain.salt, round.edgeBps), `round ${round.round}`).toBe(
        round.crashPoint,
      )
      expected = round.seed
    }
    // The portal's check (Web Crypto) agrees on every round.
    const checks = await checkCrashRounds(own, chain)
    expect(checks.filter((c) => c.pointMatches !== true || c.linked !== true)).toEqual([])
  }
}, 1_200_000)
