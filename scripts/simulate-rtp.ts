/**
 * Benchmark-style check of every title: plays [spins] rounds (default 1 000 000) per title on fresh random
 * seeds through the game's own outcome function and compares the return with the exact RTP.
 *
 *   npx tsx scripts/simulate-rtp.ts [spins]
 */
import { randomBytes } from 'node:crypto'
import { newServerSeed } from '../server/games/engine/fairness'
import { exactRtp } from '../server/games/engine/rtp'
import { simulate, standardErrorsOff } from '../server/games/engine/simulation'
import { TITLES } from '../server/games/titles'

const spins = Number(process.argv[2] ?? 1_000_000)
if (!Number.isSafeInteger(spins) || spins < 1)
  throw new Error(`Spins must be a positive whole number: ${process.argv[2]}`)

const percent = (share: number) => `${(share * 100).toFixed(4)} %`

const rows = TITLES.map((title) => {
  const exact = exactRtp(title)
  const seeds = { serverSeed: newServerSeed(), clientSeed: randomBytes(8).toString('hex') }
  const started = performance.now()
  const simulation = simulate(title, spins, seeds)
  const seconds = (performance.now() - started) / 1000
  const row = {
    title: title.slug,
    spins,
    'exact RTP': percent(exact.percent / 100),
    'simulated RTP': percent(simulation.rtp),
    'off by (SE)': standardErrorsOff(simulation, exact).toFixed(2),
    'exact hits': percent(Number(exact.hitFrequency.numerator) / Number(exact.hitFrequency.denominator)),
    'simulated hits': percent(simulation.hitFrequency),
    'σ per spin': exact.standardDeviation.toFixed(3),
    'spins/s': Math.round(spins / seconds),
  }
  console.log(`${row.title}: done in ${seconds.toFixed(1)} s`)
  return row
})
console.table(rows)
