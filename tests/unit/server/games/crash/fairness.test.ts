// @vitest-environment node
import { createHash } from 'node:crypto'
import { crashPoint, makeChain, previousLink, verifyChain } from '@server/games/crash/fairness'
import { crashPointOfDraw, firstDrawReaching } from '@src/crash/draw'
import { describe, expect, test } from 'vitest'
import { crashPointByDefinition, hmacSha256 } from './hmac'

const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6'
const TERMINAL = 'b5e0e3d1f86bd4c0d6f27f0e3cb5d7b3a4b3c0a3a43e4f8e8c9c8d7a6b5c4d3e'
const TWO_52 = 2 ** 52

describe('the draw a player recomputes', () => {
  test('the second HMAC of the tests is HMAC-SHA256 (RFC 4231, test cases 2 and 6)', () => {
    expect(hmacSha256('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
    expect(
      hmacSha256('\xaa'.repeat(131), 'Test Using Larger Than Block-Size Key - Hash Key First').length,
    ).toBe(64)
  })

  test('pinned rounds: these seeds, this salt and these edges give these crash points', () => {
    // Computed once by the tests' own HMAC and bisection; a change of formula, of encoding or of the bits read
    // changes them.
    const golden: [seed: string, edgeBps: number, crash: number][] = [
      ['ficha-crash-example-terminal-seed', 300, 543],
      ['ficha-crash-example-terminal-seed', 0, 560],
      ['ficha-crash-example-terminal-seed', 100, 554],
      ['383acd19d178d93dd2a47a74a045bc67c5f9a625c2554c97bdb3e6c98951435f', 300, 100],
      ['fe484f13094c93b3af9b105561767b2c764832bafec0580dce8f352fe576d6a1', 300, 232],
      ['53aa6f2823dbc03e5f50e8d0bdb9e048ab88e6a7b2d104207c6e7409930cf557', 300, 310],
      ['8696a7e1e23c1f571547ba3a2ea774af1a03f5b172281c27cbd087251f725b79', 300, 518],
    ]
    for (const [seed, edgeBps, crash] of golden) {
      expect(crashPointByDefinition(seed, SALT, edgeBps), seed).toBe(crash)
      expect(crashPoint(seed, SALT, edgeBps), seed).toBe(crash)
    }
  })

  test('two thousand chained rounds at four edges agree with the second implementation', () => {
    const { seeds } = makeChain(2_000, TERMINAL)
    for (const edgeBps of [0, 100, 300, 500]) {
      for (const seed of seeds.slice(0, 500))
        expect(crashPoint(seed, SALT, edgeBps)).toBe(crashPointByDefinition(seed, SALT, edgeBps))
    }
    for (const seed of seeds)
      expect(crashPoint(seed, SALT, 300)).toBe(crashPointByDefinition(seed, SALT, 300))
  })

  test('the salt and the seed both change the round', () => {
    const seed = makeChain(1, TERMINAL).seeds[0] as string
    const points = new Set(
      Array.from({ length: 50 }, (_, i) => crashPoint(seed, `${SALT}${i}`, 300)).concat(
        makeChain(50, TERMINAL).seeds.map((s) => crashPoint(s, SALT, 300)),
      ),
    )
    expect(points.size).toBeGreaterThan(40)
  })
})

describe('the crash point distribution', () => {
  test("the draw's extremes: 0 crashes at 1.00×, the largest draw at (1 − edge) · 2^52 ×", () => {
    expect(crashPointOfDraw(0n, 300)).toBe(100)
    expect(crashPointOfDraw(BigInt(TWO_52 - 1), 300)).toBe(97 * TWO_52)
    expect(crashPointOfDraw(BigInt(TWO_52 - 1), 0)).toBe(100 * TWO_52)
  })

  test('P(crash ≥ m) is exactly floor((1 − edge) · 2^52 / m) / 2^52, within 2^−52 of (1 − edge) / m', () => {
    const targets = [101, 102, 110, 133, 150, 199, 200, 201, 250, 333, 500, 1_000, 10_000, 100_000, 1_000_000]
    for (const edgeBps of [0, 100, 300, 500]) {
      for (const m of targets) {
        const first = firstDrawReaching(m, edgeBps)
        // The threshold is exact: the draw just below it does not reach m, the draw at it does.
        expect(crashPointOfDraw(BigInt(first), edgeBps), `${m} at ${edgeBps}`).toBeGreaterThanOrEqual(m)
        expect(crashPointOfDraw(BigInt(first - 1), edgeBps), `${m} at ${edgeBps}`).toBeLessThan(m)
        // The draws from `first` to 2^52 − 1 reach m: their share is the probability.
        const share = (TWO_52 - first) / TWO_52
        const promised = (1 - edgeBps / 10_000) / (m / 100)
        expect(share).toBeLessThanOrEqual(promised)
        expect(promised - share).toBeLessThan(2 ** -52 * 1.0001)
        // So a cash-out at m returns 1 − edge, less than m / 100 · 2^−52.
        const rtp = (m / 100) * share
        expect(rtp).toBeLessThanOrEqual(1 - edgeBps / 10_000)
        expect(1 - edgeBps / 10_000 - rtp).toBeLessThan((m / 100) * 2 ** -52 * 1.01)
      }
    }
  })

  test('the crash point never goes down as the draw goes up', () => {
    let previous = 0
    for (let i = 0; i <= 10_000; i += 1) {
      const h = BigInt(Math.floor((i / 10_000) * (TWO_52 - 1)))
      const point = crashPointOfDraw(h, 300)
      expect(point).toBeGreaterThanOrEqual(previous)
      previous = point
    }
  })

  test('100 000 chained rounds reach each target as often as (1 − edge) / m says, within 4 standard errors', () => {
    const n = 100_000
    const { seeds } = makeChain(n, TERMINAL)
    const points = seeds.map((seed) => crashPoint(seed, SALT, 300))
    for (const m of [101, 150, 200, 300, 1_000, 10_000]) {
      const p = 0.97 / (m / 100)
      const observed = points.filter((point) => point >= m).length / n
      const standardError = Math.sqrt((p * (1 - p)) / n)
      expect(Math.abs(observed - p) / standardError, `target ${m / 100}×`).toBeLessThan(4)
    }
    // 1.00× (the instant crash) takes the edge and the draws under 1.01×: 1 − 0.97 / 1.01 ≈ 3.96 %.
    const instant = points.filter((point) => point === 100).length / n
    expect(Math.abs(instant - (1 - 0.97 / 1.01))).toBeLessThan(4 * Math.sqrt(0.0396 / n))
  }, 60_000)
})

describe('the chain', () => {
  test('each seed hashes to the seed of the round before, the first to the published hash', () => {
    const { seeds, terminatingHash } = makeChain(100, TERMINAL)
    expect(seeds).toHaveLength(100)
    expect(seeds[99]).toBe(TERMINAL)
    expect(terminatingHash).toBe(
      createHash('sha256')
        .update(seeds[0] as string)
        .digest('hex'),
    )
    for (let i = 1; i < seeds.length; i += 1) {
      expect(previousLink(seeds[i] as string)).toBe(seeds[i - 1])
      expect(
        createHash('sha256')
          .update(seeds[i] as string, 'utf8')
          .digest('hex'),
      ).toBe(seeds[i - 1])
    }
    expect(verifyChain(seeds, terminatingHash)).toBeNull()
  })

  test('a longer chain from the same terminal seed ends in the same rounds: its tail is the shorter chain', () => {
    const short = makeChain(10, TERMINAL)
    const long = makeChain(25, TERMINAL)
    expect(long.seeds.slice(15)).toEqual(short.seeds)
    expect(verifyChain(long.seeds.slice(15), previousLink(short.seeds[0] as string))).toBeNull()
  })

  test('a changed, missing or reordered seed is found at its place', () => {
    const { seeds, terminatingHash } = makeChain(20, TERMINAL)
    const changed = [...seeds]
    changed[7] = previousLink(changed[7] as string)
    expect(verifyChain(changed, terminatingHash)).toBe(7)
    expect(verifyChain([...seeds.slice(0, 4), ...seeds.slice(5)], terminatingHash)).toBe(4)
    expect(verifyChain([...seeds].reverse(), terminatingHash)).toBe(0)
    expect(verifyChain(seeds, previousLink(TERMINAL))).toBe(0)
  })

  test('a fresh chain starts from 32 random bytes', () => {
    const a = makeChain(2)
    const b = makeChain(2)
    expect(a.seeds[1]).toMatch(/^[0-9a-f]{64}$/)
    expect(a.terminatingHash).not.toBe(b.terminatingHash)
    expect(() => makeChain(0)).toThrow(RangeError)
  })
})
