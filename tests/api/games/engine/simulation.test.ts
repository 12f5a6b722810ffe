import { exactRtp } from '@server/games/engine/rtp'
import { simulate, standardErrorsOff } from '@server/games/engine/simulation'
import { TITLES } from '@server/games/titles'
import { describe, expect, it } from 'vitest'

const SPINS = 20_000
const BOUND = 5 // standard errors: a correct engine lands outside with probability about 6 in 10 million

describe('a fast simulation through the real outcome function agrees with the exact RTP', () => {
  it.each(TITLES.map((title) => [title.slug, title] as const))(
    `%s: ${SPINS} spins land within ${BOUND} standard errors (${BOUND}·σ/√n) of the exact RTP`,
    (slug, title) => {
      const exact = exactRtp(title)
      // Fixed seeds keep the test reproducible; scripts/simulate-rtp.ts plays a million spins on random ones.
      const simulation = simulate(title, SPINS, { serverSeed: 'e'.repeat(64), clientSeed: slug })
      expect(Math.abs(standardErrorsOff(simulation, exact))).toBeLessThan(BOUND)
    },
  )
})
