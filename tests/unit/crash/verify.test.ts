// @vitest-environment node
import { crashPoint, makeChain } from '@server/games/crash/fairness'
import type { CrashChain } from '@src/contract/crash'
import { type CrashHistoryRound, checkCrashRounds } from '@src/crash/verify'
import { expect, test } from 'vitest'

// The portal's check (Web Crypto) must agree with the server's draw (node:crypto) on every round, and catch a
// round that does not.
const SALT = '6f1d2c3b4a5968778695a4b3c2d1e0f1'

const published = (length: number, edgeBps = 300) => {
  const { seeds, terminatingHash } = makeChain(length)
  const chain: CrashChain = {
    id: 7,
    terminatingHash,
    salt: SALT,
    firstRound: 101,
    publishedAt: '2026-11-29T10:00:00.000Z',
  }
  const rounds: CrashHistoryRound[] = seeds.map((seed, i) => ({
    round: 101 + i,
    chainId: 7,
    seed,
    crashPoint: crashPoint(seed, SALT, edgeBps),
    edgeBps,
    flightStartsAt: '2026-11-29T10:00:00.000Z',
    crashedAt: '2026-11-29T10:00:10.000Z',
  }))
  return { chain, rounds: rounds.reverse() }
}

test("the browser's check confirms every round the server drew, newest first as crash/history answers", async () => {
  const { chain, rounds } = published(200)
  const checks = await checkCrashRounds(rounds, chain)
  expect(checks.map((c) => c.round)).toEqual(rounds.map((r) => r.round))
  for (const [i, check] of checks.entries()) {
    expect(check.recomputed).toBe(rounds[i]?.crashPoint)
    expect(check.pointMatches).toBe(true)
    expect(check.linked).toBe(true)
  }
})

test('a changed crash point, a foreign seed and a missing neighbour show as such', async () => {
  const { chain, rounds } = published(30, 500)
  const changed = rounds.map((r) => (r.round === 110 ? { ...r, crashPoint: r.crashPoint + 1 } : r))
  const foreign = makeChain(1).seeds[0] as string
  const swapped = changed.map((r) => (r.round === 120 ? { ...r, seed: foreign } : r))
  const page = swapped.filter((r) => r.round !== 125)
  const checks = new Map((await checkCrashRounds(page, chain)).map((c) => [c.round, c]))
  expect(checks.get(110)).toMatchObject({ pointMatches: false, linked: true })
  // The foreign seed does not hash to round 119's, and round 121's does not hash to it.
  expect(checks.get(120)?.linked).toBe(false)
  expect(checks.get(121)?.linked).toBe(false)
  // Round 126's neighbour is not on the page: its link is not judged.
  expect(checks.get(126)?.linked).toBeNull()
  expect(checks.get(126)?.pointMatches).toBe(true)
  expect(checks.get(101)?.linked).toBe(true)
})

test("another chain's rounds are linked but not recomputed: their salt is not on the page", async () => {
  const { chain, rounds } = published(5)
  const older = rounds.map((r) => ({ ...r, chainId: 6 }))
  for (const check of await checkCrashRounds(older, chain)) {
    expect(check.recomputed).toBeNull()
    expect(check.pointMatches).toBeNull()
  }
  const checks = await checkCrashRounds(older, chain)
  expect(checks.filter((c) => c.linked === true)).toHaveLength(4)
})
