// @vitest-environment node
import { crashPoint, makeChain, previousLink, verifyChain } from '@server/games/crash/fairness'
import { expect, test } from 'vitest'
import { crashPointByDefinition } from './hmac'

// The rounds as the game publishes them: before the first round, the chain's terminating hash, the public salt
// and the edge; after each round, its seed and crash point. This test plays them in memory through the draw
// the engine uses (fairness.ts), then checks them as a player would, from the published figures only.
const SALT = '00000000000000000001b6e0a2f2d5c0a4f8e1f3c5a9d7b3e6f0c2a4e8d6b1f3'
const EDGE_BPS = 300
const ROUNDS = 10_000

type Published = { round: number; seed: string; crash: number }

const publish = () => {
  // More links than rounds: the links not yet played stay secret, as in the running game.
  const chain = makeChain(ROUNDS + 2_000)
  const rounds: Published[] = chain.seeds
    .slice(0, ROUNDS)
    .map((seed, i) => ({ round: i + 1, seed, crash: crashPoint(seed, SALT, EDGE_BPS) }))
  return { terminatingHash: chain.terminatingHash, rounds, unplayed: chain.seeds.slice(ROUNDS) }
}

/** A player's check: every seed links to the one published before it, every crash point recomputes. */
const wrongRounds = (terminatingHash: string, rounds: readonly Published[]): number[] => {
  const wrong: number[] = []
  let expected = terminatingHash
  for (const { round, seed, crash } of rounds) {
    if (previousLink(seed) !== expected || crashPointByDefinition(seed, SALT, EDGE_BPS) !== crash)
      wrong.push(round)
    expected = seed
  }
  return wrong
}

test('10 000 published rounds recompute from their revealed seeds and the chain published before them', () => {
  const { terminatingHash, rounds, unplayed } = publish()
  expect(rounds).toHaveLength(ROUNDS)
  expect(
    verifyChain(
      rounds.map((r) => r.seed),
      terminatingHash,
    ),
  ).toBeNull()
  expect(wrongRounds(terminatingHash, rounds)).toEqual([])
  // The next secret seed hashes to the last published one: the chain was fixed before the rounds were played.
  expect(previousLink(unplayed[0] as string)).toBe(rounds.at(-1)?.seed)
  // The published crash points are spread as the formula promises (a sanity figure, not the proof).
  const atLeastTwo = rounds.filter((r) => r.crash >= 200).length / ROUNDS
  expect(Math.abs(atLeastTwo - 0.485)).toBeLessThan(5 * Math.sqrt((0.485 * 0.515) / ROUNDS))
}, 60_000)

test("a published round changed after the fact fails the player's check at that round", () => {
  const { terminatingHash, rounds } = publish()
  const raisedCrash = rounds.map((r) => (r.round === 4_321 ? { ...r, crash: r.crash + 1 } : r))
  expect(wrongRounds(terminatingHash, raisedCrash)).toEqual([4_321])
  // A seed replaced by one of another chain breaks its own link and the next round's.
  const other = makeChain(1).seeds[0] as string
  const replacedSeed = rounds.map((r) =>
    r.round === 777 ? { ...r, seed: other, crash: crashPoint(other, SALT, EDGE_BPS) } : r,
  )
  expect(wrongRounds(terminatingHash, replacedSeed)).toEqual([777, 778])
  expect(
    verifyChain(
      replacedSeed.map((r) => r.seed),
      terminatingHash,
    ),
  ).toBe(776)
}, 60_000)
