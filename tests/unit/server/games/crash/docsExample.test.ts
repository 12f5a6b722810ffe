// @vitest-environment node
import { readFileSync } from 'node:fs'
import { crashPoint, previousLink, verifyChain } from '@server/games/crash/fairness'
import { msToReach } from '@src/crash/curve'
import { expect, test } from 'vitest'
import { crashPointByDefinition, hmacSha256 } from './hmac'

// docs/games.md's worked example of a crash round, read from the page: the figures a player is told to
// recompute must be the ones the game draws.
const page = readFileSync(new URL('../../../../../docs/games.md', import.meta.url), 'utf8')
const section = page.slice(page.indexOf('### Verifying a round'), page.indexOf('### What a lab should know'))
const blocks = [...section.matchAll(/```text\n([\s\S]*?)\n```/g)].map((match) =>
  Object.fromEntries(
    (match[1] as string).split('\n').map((line) => {
      const [, key, value] = /^([^:]+):\s+(\S+)$/.exec(line) ?? []
      if (key === undefined || value === undefined) throw new Error(`Not a "key: value" line: ${line}`)
      return [key, value]
    }),
  ),
)
const [chain, worked] = blocks as [Record<string, string>, Record<string, string>]
const read = (block: Record<string, string>, key: string): string => {
  const value = block[key]
  if (value === undefined) throw new Error(`docs/games.md's example has no "${key}"`)
  return value
}

test("docs/games.md's example chain links and its crash points recompute", () => {
  const salt = read(chain, 'salt')
  const edgeBps = Number(read(chain, 'edge (bps)'))
  const seeds = [1, 2, 3].map((n) => read(chain, `round ${n} seed`))
  expect(verifyChain(seeds, read(chain, 'terminating hash'))).toBeNull()
  for (const [i, seed] of seeds.entries()) {
    const crash = Number(read(chain, `round ${i + 1} crash`))
    expect(crashPoint(seed, salt, edgeBps), `round ${i + 1}`).toBe(crash)
    expect(crashPointByDefinition(seed, salt, edgeBps), `round ${i + 1}`).toBe(crash)
  }
})

test("docs/games.md's worked round shows each step's true figure", () => {
  const salt = read(chain, 'salt')
  const edgeBps = Number(read(chain, 'edge (bps)'))
  const seed = read(chain, 'round 1 seed')
  expect(previousLink(seed)).toBe(read(chain, 'terminating hash'))
  const hmac = hmacSha256(seed, salt)
  expect(read(worked, 'HMAC-SHA256')).toBe(hmac)
  expect(read(worked, 'h (hex)')).toBe(hmac.slice(0, 13))
  const h = BigInt(read(worked, 'h'))
  expect(h).toBe(BigInt(`0x${hmac.slice(0, 13)}`))
  const numerator = BigInt(read(worked, 'numerator'))
  const denominator = BigInt(read(worked, 'denominator'))
  expect(numerator).toBe(BigInt(10_000 - edgeBps) * 2n ** 52n)
  expect(denominator).toBe(100n * (2n ** 52n - h))
  const crash = Number(read(worked, 'crash'))
  expect(crash).toBe(Number(numerator / denominator))
  expect(crash).toBe(crashPoint(seed, salt, edgeBps))
  expect(Number(read(worked, 'flight (ms)'))).toBe(msToReach(crash))
})
