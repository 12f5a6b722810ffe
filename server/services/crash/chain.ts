import { randomBytes } from 'node:crypto'
import { previousLink } from '../../games/crash/fairness'

/** Links of a new chain: one round each, about a day and a half of rounds. */
export const CHAIN_LENGTH = 10_000

/** A new chain is published this many rounds before the current one runs out. */
export const CHAIN_PUBLISHED_AHEAD = 100

/** Link `k` of the chain made from `secret` (link 0): SHA-256 applied k times (previousLink, fairness.ts). */
const chainLink = (secret: string, k: number): string => {
  let link = secret
  for (let i = 0; i < k; i += 1) link = previousLink(link)
  return link
}

/** A new chain's secret, its terminating hash (link `length`, published) and its public salt. */
export const newChainValues = (length: number = CHAIN_LENGTH) => {
  const secret = randomBytes(32).toString('hex')
  return { secret, length, terminatingHash: chainLink(secret, length), salt: randomBytes(16).toString('hex') }
}

/** The link the chain's round at position p (0 for its first round) plays: link length - 1 - p. */
export const seedAt = (secret: string, length: number, position: number): string =>
  chainLink(secret, length - 1 - position)
