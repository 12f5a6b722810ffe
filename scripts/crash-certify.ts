/**
 * The crash game's certification run: simulates [rounds] rounds (default 100 000 000) and prints, for a set of
 * cash-out targets, the return to player with its 95 % confidence interval beside the exact figure, the
 * distribution of crash points against the formula (share reaching each multiplier, a chi-square over the
 * bands between them, the share of instant crashes) and the largest crash point drawn.
 *
 *   npx tsx scripts/crash-certify.ts [rounds] [--edge=300] [--draw=uniform|hmac] [--workers=2]
 *
 * Two draws (docs/games.md, "Crash", says which one a figure comes from):
 * - `uniform` (the default; 100 million rounds take seconds): h, the round's 52-bit draw, is read
 *   straight from the system's cryptographic generator (crypto.randomFillSync, 52 bits of 7 bytes), standing for
 *   the first 52 bits of HMAC-SHA256(seed, salt). A round reaches a multiplier m exactly when h is at least
 *   firstDrawReaching(m) (src/crash/draw.ts; a unit test checks that threshold against the formula), so each round is
 *   scored by the exact formula without a division.
 * - `hmac` (some hundred thousand rounds a second a core): the game's own draw. Each worker makes hash chains of
 *   up to 100 000 links from fresh random terminal seeds (makeChain), checks each against its terminating hash
 *   (verifyChain) and plays its links in order through crashPoint(seed, salt, edge), the function the game plays.
 */
import { randomFillSync } from 'node:crypto'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { crashPoint, makeChain, verifyChain } from '../server/games/crash/fairness'
import { msToReach } from '../src/crash/curve'
import { crashPointOfDraw, firstDrawReaching } from '../src/crash/draw'

type Draw = 'uniform' | 'hmac'
type Job = {
  rounds: number
  draw: Draw
  edgeBps: number
  salt: string
  targets: number[]
  thresholds: number[]
}
/** bands[b]: rounds that reached exactly b of the targets (the targets in increasing order). */
type Tally = { bands: number[]; maxDraw: number; maxPoint: number }

const TWO_52 = 2 ** 52
const CHAIN_LENGTH = 100_000
/** Cash-out targets whose return is printed, in hundredths. */
const RTP_TARGETS = [101, 150, 200, 500, 1_000, 10_000, 100_000]
/** Multipliers whose reach is compared with the formula, in hundredths; the bands between them feed a chi-square. */
const DISTRIBUTION_TARGETS = [
  101, 110, 120, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 100_000, 1_000_000,
]

/** The rounds of one worker: each round counted in the band of the targets it reached. */
function play({ rounds, draw, edgeBps, salt, targets, thresholds }: Job): Tally {
  const bands = new Array<number>(targets.length + 1).fill(0)
  let maxDraw = -1
  let maxPoint = 0
  if (draw === 'uniform') {
    const chunk = 1 << 20
    const bytes = Buffer.allocUnsafe(chunk * 7)
    for (let done = 0; done < rounds; done += chunk) {
      const count = Math.min(chunk, rounds - done)
      randomFillSync(bytes, 0, count * 7)
      for (let i = 0, o = 0; i < count; i += 1, o += 7) {
        // 52 bits: the first 24 bits times 2^28, plus the next 28 (the 7th byte's high half last).
        const high = ((bytes[o] as number) << 16) | ((bytes[o + 1] as number) << 8) | (bytes[o + 2] as number)
        const low =
          ((bytes[o + 3] as number) << 20) |
          ((bytes[o + 4] as number) << 12) |
          ((bytes[o + 5] as number) << 4) |
          ((bytes[o + 6] as number) >> 4)
        const h = high * 268_435_456 + low
        let band = 0
        while (band < thresholds.length && h >= (thresholds[band] as number)) band += 1
        bands[band] = (bands[band] as number) + 1
        if (h > maxDraw) maxDraw = h
      }
    }
    maxPoint = crashPointOfDraw(BigInt(maxDraw), edgeBps)
  } else {
    // Chains of up to 100 000 links as the game makes them, each from a fresh random terminal seed, checked
    // link by link against its terminating hash as a player would, then played in order.
    for (let done = 0; done < rounds; done += CHAIN_LENGTH) {
      const { seeds, terminatingHash } = makeChain(Math.min(CHAIN_LENGTH, rounds - done))
      if (verifyChain(seeds, terminatingHash) !== null) throw new Error('A chain failed its own check')
      for (const seed of seeds) {
        const point = crashPoint(seed, salt, edgeBps)
        let band = 0
        while (band < targets.length && point >= (targets[band] as number)) band += 1
        bands[band] = (bands[band] as number) + 1
        if (point > maxPoint) maxPoint = point
      }
    }
  }
  return { bands, maxDraw, maxPoint }
}

/** Standard normal upper tail, P(Z > z) (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
const normalTail = (z: number): number => {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-x * x)
  return z >= 0 ? erfc / 2 : 1 - erfc / 2
}

/** P(χ² with k degrees of freedom > x), by the Wilson–Hilferty cube-root approximation. */
const chiSquareTail = (x: number, k: number): number =>
  normalTail(((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k)))

function argument(name: string, fallback: string): string {
  const found = process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`))
  return found === undefined ? fallback : found.slice(name.length + 3)
}

async function main() {
  const rounds = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 100_000_000)
  const edgeBps = Number(argument('edge', '300'))
  const draw = argument('draw', 'uniform') as Draw
  const workers = Number(argument('workers', '2'))
  const salt = argument('salt', '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6')
  if (!Number.isSafeInteger(rounds) || rounds < 1)
    throw new Error(`Rounds must be a positive whole number: ${rounds}`)
  if (!Number.isInteger(edgeBps) || edgeBps < 0 || edgeBps >= 10_000)
    throw new Error(`Edge in basis points: ${edgeBps}`)
  if (draw !== 'uniform' && draw !== 'hmac') throw new Error(`The draw is uniform or hmac: ${draw}`)
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`Workers must be a positive whole number: ${workers}`)

  // A manual cash-out while the curve shows m wins only when the crash point is above m: it needs m + 1.
  const targets = [
    ...new Set([...RTP_TARGETS, ...RTP_TARGETS.map((m) => m + 1), ...DISTRIBUTION_TARGETS]),
  ].sort((a, b) => a - b)
  const thresholds = targets.map((m) => firstDrawReaching(m, edgeBps))
  /** The exact probability that a round reaches target index k. */
  const reach = (k: number) => (TWO_52 - (thresholds[k] as number)) / TWO_52

  console.log(
    `Crash certification: ${rounds.toLocaleString('en')} rounds, edge ${edgeBps / 100} %, draw ${draw}, ${workers} worker(s)`,
  )
  const started = performance.now()
  const share = Math.floor(rounds / workers)
  const tallies = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const job: Job = {
        rounds: i === 0 ? rounds - share * (workers - 1) : share,
        draw,
        edgeBps,
        salt,
        targets,
        thresholds,
      }
      // The worker runs this file again; it loads the project's TypeScript through scripts/tsx.mjs first.
      const boot = `import(${JSON.stringify(new URL('./tsx.mjs', import.meta.url).href)}).then(() => import(${JSON.stringify(import.meta.url)}))`
      const worker = new Worker(boot, { eval: true, workerData: job })
      return new Promise<Tally>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      }).finally(() => worker.terminate())
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const bands = targets.map((_, b) => tallies.reduce((sum, t) => sum + (t.bands[b] as number), 0))
  bands.push(tallies.reduce((sum, t) => sum + (t.bands[targets.length] as number), 0))
  const reached = (k: number) => bands.slice(k + 1).reduce((sum, n) => sum + n, 0)
  const maxPoint = Math.max(...tallies.map((t) => t.maxPoint))

  console.log(
    `Done in ${seconds.toFixed(1)} s: ${Math.round(rounds / seconds).toLocaleString('en')} rounds a second.\n`,
  )
  const percent = (x: number, digits = 4) => `${(x * 100).toFixed(digits)} %`

  console.log(
    'Return to player of an automatic cash-out at each target (target × stake when the crash point reaches it),' +
      ' and of a manual one while the curve shows it (paid only when the crash point is above it):',
  )
  console.table(
    RTP_TARGETS.map((m) => {
      const k = targets.indexOf(m)
      const p = reach(k)
      const multiplier = m / 100
      const observed = reached(k) / rounds
      const rtp = multiplier * observed
      const halfWidth = 1.96 * multiplier * Math.sqrt((observed * (1 - observed)) / rounds)
      const exactError = multiplier * Math.sqrt((p * (1 - p)) / rounds)
      return {
        target: `${multiplier.toFixed(2)}×`,
        'exact RTP': percent(multiplier * p),
        'simulated RTP': percent(rtp),
        '95 % CI': `${percent(rtp - halfWidth)} … ${percent(rtp + halfWidth)}`,
        'off by (SE)': ((rtp - multiplier * p) / exactError).toFixed(2),
        'σ per bet': (multiplier * Math.sqrt(p * (1 - p))).toFixed(3),
        'manual: exact': percent(multiplier * reach(targets.indexOf(m + 1))),
        'manual: simulated': percent((multiplier * reached(targets.indexOf(m + 1))) / rounds),
      }
    }),
  )

  console.log('Crash points: share of rounds reaching each multiplier, against (1 − edge) / m:')
  console.table(
    DISTRIBUTION_TARGETS.map((m) => {
      const k = targets.indexOf(m)
      const p = reach(k)
      const observed = reached(k) / rounds
      return {
        'crash ≥': `${(m / 100).toFixed(2)}×`,
        'exact P': p.toPrecision(8),
        simulated: observed.toPrecision(8),
        'off by (SE)': ((observed - p) / Math.sqrt((p * (1 - p)) / rounds)).toFixed(2),
        'reached after': `${(msToReach(m) / 1000).toFixed(3)} s`,
      }
    }),
  )

  // χ² over the bands between consecutive targets (the first band: instant crashes at 1.00×).
  const bandP = bands.map((_, b) => (b === 0 ? 1 : reach(b - 1)) - (b === targets.length ? 0 : reach(b)))
  const chiSquare = bands.reduce(
    (sum, n, b) => sum + (n - rounds * (bandP[b] as number)) ** 2 / (rounds * (bandP[b] as number)),
    0,
  )
  const freedom = bands.length - 1
  console.log(
    `χ² over the ${bands.length} bands between the targets: ${chiSquare.toFixed(2)} on ${freedom} degrees of freedom, ` +
      `p = ${chiSquareTail(chiSquare, freedom).toFixed(3)} (a fair draw gives p evenly spread in 0 … 1).`,
  )
  const instant = (bands[0] as number) / rounds
  console.log(
    `Instant crashes (1.00×): ${percent(instant)} of rounds, exactly ${percent(bandP[0] as number)} by the formula ` +
      `(1 − (1 − edge) / 1.01).`,
  )
  // P(the largest of n rounds reaches x) = 1 − (1 − P(crash ≥ x))^n.
  const pMax = (TWO_52 - firstDrawReaching(maxPoint, edgeBps)) / TWO_52
  const chanceOfMore = -Math.expm1(rounds * Math.log1p(-pMax))
  console.log(
    `Largest crash point drawn: ${(maxPoint / 100).toLocaleString('en', { minimumFractionDigits: 2 })}× ` +
      `(a flight of ${(msToReach(maxPoint) / 1000).toFixed(1)} s); ` +
      `the largest possible is ${(crashPointOfDraw(BigInt(TWO_52 - 1), edgeBps) / 100).toLocaleString('en')}× ` +
      `(h = 2^52 − 1); ${rounds.toLocaleString('en')} fair rounds reach one at least this large with probability ` +
      `${chanceOfMore.toFixed(3)}.`,
  )
}

if (isMainThread) await main()
else parentPort?.postMessage(play(workerData as Job))
