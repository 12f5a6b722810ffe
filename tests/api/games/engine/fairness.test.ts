import { createHmac } from 'node:crypto'
import { fairDraws, newServerSeed, seedCommitment, unbiasedIndex } from '@server/games/engine/fairness'
import { playRound, verifyRound } from '@server/games/engine/round'
import { TITLES } from '@server/games/titles'
import { sambaNight } from '@server/games/titles/sambaNight'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const serverSeed = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'
const seeds = { serverSeed, clientSeed: 'lucky-player', nonce: 7 }

describe('a round replays from its revealed seeds', () => {
  it.each(TITLES.map((title) => [title.slug, title] as const))(
    '%s: the same seeds and nonce give the same stops, grid, line wins and win',
    (_, title) => {
      const bet = title.paylines.length * 10
      const round = playRound({ title, bet, ...seeds })
      expect(playRound({ title, bet, ...seeds })).toEqual(round)
      const { serverSeedHash, ...verified } = verifyRound({ title, ...seeds })
      expect(verified).toEqual({
        stops: round.stops,
        grid: round.grid,
        lineWins: round.lineWins,
        scatterWin: round.scatterWin,
        multiplier: round.multiplier,
      })
      expect(serverSeedHash).toBe(seedCommitment(serverSeed))
    },
  )

  it('another client seed or another nonce gives other stops', () => {
    const stops = (clientSeed: string, nonce: number) =>
      verifyRound({ title: sambaNight, serverSeed, clientSeed, nonce }).stops
    const base = stops('lucky-player', 7)
    for (let nonce = 0; nonce < 20; nonce += 1)
      if (nonce !== 7) expect(stops('lucky-player', nonce)).not.toEqual(base)
    for (const clientSeed of ['lucky-player2', 'Lucky-player', 'x'])
      expect(stops(clientSeed, 7)).not.toEqual(base)
    expect(verifyRound({ title: sambaNight, ...seeds, serverSeed: newServerSeed() }).stops).not.toEqual(base)
  })

  it('stops follow the published recipe: 32-bit words of HMAC-SHA256(server seed, "client seed:nonce")', () => {
    const digest = createHmac('sha256', serverSeed).update('lucky-player:7').digest()
    const expected = sambaNight.reels.map((strip, reel) => {
      const word = digest.readUInt32BE(reel * 4)
      expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % strip.length)) // not rejected, for this fixed seed
      return word % strip.length
    })
    expect(verifyRound({ title: sambaNight, ...seeds }).stops).toEqual(expected)
  })

  it('draws past the first digest continue with HMAC-SHA256(server seed, "client seed:nonce:1")', () => {
    const draws = fairDraws(seeds)
    const words = Array.from({ length: 9 }, () => draws.uniform(2 ** 32)) // a 2^32 range never rejects
    const first = createHmac('sha256', serverSeed).update('lucky-player:7').digest()
    const second = createHmac('sha256', serverSeed).update('lucky-player:7:1').digest()
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, index) => first.readUInt32BE(index * 4)))
    expect(words[8]).toBe(second.readUInt32BE(0))
  })

  it('the commitment shown before play is the SHA-256 of the seed text', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('a new server seed is 32 random bytes in hex', () => {
    const seed = newServerSeed()
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    expect(newServerSeed()).not.toBe(seed)
  })

  it("a client seed with ':' or a nonce that is not a whole number is refused", () => {
    expect(() => fairDraws({ ...seeds, clientSeed: 'a:1' })).toThrow(RangeError)
    expect(() => fairDraws({ ...seeds, nonce: -1 })).toThrow(RangeError)
    expect(() => fairDraws({ ...seeds, nonce: 1.5 })).toThrow(RangeError)
  })
})

describe('uniform integers without modulo bias', () => {
  it('every draw lies in [0, n) whatever the seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ maxLength: 32 }).filter((text) => !text.includes(':')),
        fc.nat(),
        fc.integer({ min: 1, max: 2 ** 32 }),
        (server, client, nonce, n) => {
          const draws = fairDraws({ serverSeed: server, clientSeed: client, nonce })
          for (let draw = 0; draw < 12; draw += 1) {
            const value = draws.uniform(n)
            expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true)
          }
        },
      ),
    )
  })

  it('every value in [0, n) stands for exactly as many accepted words (8-bit words, checked exhaustively)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), (n) => {
        const hits = new Array<number>(n).fill(0)
        for (let word = 0; word < 256; word += 1) {
          const value = unbiasedIndex(word, n, 256)
          if (value !== undefined) hits[value] = (hits[value] ?? 0) + 1
        }
        expect(new Set(hits).size).toBe(1)
        expect(hits[0]).toBe(Math.floor(256 / n))
      }),
    )
  })
})
