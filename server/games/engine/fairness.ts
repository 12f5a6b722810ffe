import { createHash, createHmac, randomBytes } from 'node:crypto'

/** What decides a round: the server's secret seed, the player's seed and the round's number under them. */
export interface RoundSeeds {
  /** 64 hex characters; its SHA-256 is shown before play and the seed itself revealed on rotation. */
  readonly serverSeed: string
  /** Chosen by the player; any text without ':' (the separator of the HMAC message). */
  readonly clientSeed: string
  /** Counts the rounds played under one pair of seeds, from 0. */
  readonly nonce: number
}

const WORD_BYTES = 4
const WORD_RANGE = 2 ** 32

/** A fresh server seed: 32 random bytes as hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex')

/** The commitment shown before play: SHA-256 (hex) of the seed's hex text, checkable with any sha256 tool. */
export const seedCommitment = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex')

/**
 * The value in [0, n) a uniform random word stands for, or undefined when the word must be rejected: words
 * from the largest multiple of n upwards would make the low values likelier (modulo bias).
 * @internal Tested directly.
 */
export const unbiasedIndex = (word: number, n: number, range: number = WORD_RANGE): number | undefined => {
  const accepted = range - (range % n)
  return word < accepted ? word % n : undefined
}

/** HMAC-SHA256(key = server seed, message); the message is `${clientSeed}:${nonce}` then `…:${block}`. */
const block = ({ serverSeed, clientSeed, nonce }: RoundSeeds, index: number): Buffer =>
  createHmac('sha256', serverSeed)
    .update(index === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${index}`)
    .digest()

/** A source of uniform integers drawn from a round's seeds; the same seeds always give the same draws. */
export interface FairDraws {
  /** A uniform integer in [0, n), for 1 <= n <= 2^32. */
  uniform(n: number): number
}

export const fairDraws = (seeds: RoundSeeds): FairDraws => {
  if (seeds.clientSeed.includes(':')) throw new RangeError("A client seed cannot contain ':'")
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('A nonce is a whole number')
  let index = 0
  let bytes = block(seeds, index)
  let offset = 0
  const nextWord = (): number => {
    if (offset + WORD_BYTES > bytes.length) {
      index += 1
      bytes = block(seeds, index)
      offset = 0
    }
    const word = bytes.readUInt32BE(offset)
    offset += WORD_BYTES
    return word
  }
  return {
    uniform(n) {
      if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE)
        throw new RangeError(`Cannot draw from ${n} values`)
      for (;;) {
        const value = unbiasedIndex(nextWord(), n)
        if (value !== undefined) return value
      }
    },
  }
}
