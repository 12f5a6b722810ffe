import type { CrashPublicBet, CrashRound, CrashState } from '@src/contract/crash'
import { type CrashFeedState, createCrashFeed } from '@src/features/crash/crash-feed'
import { parseMultiplier } from '@src/features/crash/use-bet-slot'
import { describe, expect, it } from 'vitest'

const T0 = Date.parse('2026-11-29T12:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

const roundOf = (
  round: number,
  phase: CrashRound['phase'],
  serverNow: number,
  crashPoint: number | null = null,
) =>
  ({
    round,
    phase,
    bettingStartsAt: iso(T0),
    bettingEndsAt: iso(T0 + 6_000),
    flightStartsAt: iso(T0 + 6_000),
    crashedAt: crashPoint === null ? null : iso(T0 + 20_000),
    crashPoint,
    seed: null,
    edgeBps: 300,
    serverNow: iso(serverNow),
  }) satisfies CrashRound

const betOf = (id: number, round: number, cashedOutAt: number | null = null): CrashPublicBet => ({
  id,
  round,
  username: `ficha-${id}`,
  slot: 1,
  bet: 1_000,
  cashedOutAt,
  win: cashedOutAt === null ? 0 : (1_000 * cashedOutAt) / 100,
})

/** A stand-in EventSource the test pushes events through. */
class FakeSource extends EventTarget {
  static CLOSED = 2
  static last: FakeSource | null = null
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeSource.last = this
  }
  push(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
  close() {
    this.readyState = FakeSource.CLOSED
  }
}

const start = (state: Partial<CrashState> = {}, clock = () => T0) => {
  const answer: CrashState = {
    enabled: true,
    round: null,
    bets: [],
    recent: [],
    chain: null,
    minBet: 100,
    maxBet: 50_000,
    ...state,
  }
  const feed = createCrashFeed({
    streamUrl: '/api/bet/stream',
    load: () => Promise.resolve(answer),
    lang: 'pt',
    EventSource: FakeSource as unknown as typeof EventSource,
    clock,
  })
  let seen: CrashFeedState | undefined
  feed.subscribe((next) => {
    seen = next
  })
  feed.start()
  const source = FakeSource.last as FakeSource
  return { feed, source, state: () => seen as CrashFeedState }
}

describe('the crash feed', () => {
  it('asks the stream for the crash game in the reader’s language', () => {
    const { source, feed } = start()
    expect(source.url).toBe('/api/bet/stream?crash=true&count=1&lang=pt')
    feed.stop()
  })

  it('shows a new round with no bets, and a crash joins the recent points, newest first', () => {
    const { source, state, feed } = start({ recent: [{ round: 1, crashPoint: 150 }] })
    source.push('crash', roundOf(2, 'betting', T0))
    source.push('crash-bet', betOf(10, 2))
    expect(state().bets.map((bet) => bet.id)).toEqual([10])
    source.push('crash', roundOf(2, 'crashed', T0, 235))
    expect(state().recent[0]).toEqual({ round: 2, crashPoint: 235 })
    source.push('crash', roundOf(3, 'betting', T0))
    expect(state().round?.round).toBe(3)
    expect(state().bets).toEqual([])
    // A word about an older round changes nothing.
    source.push('crash', roundOf(2, 'crashed', T0, 235))
    expect(state().round?.round).toBe(3)
    feed.stop()
  })

  it('never takes back a cash-out: a late list without it keeps it', () => {
    const { source, state, feed } = start()
    source.push('crash', roundOf(4, 'flying', T0))
    source.push('crash-bet', betOf(20, 4))
    source.push('crash-cashout', betOf(20, 4, 200))
    source.push('crash-bets', [betOf(20, 4), betOf(21, 4)])
    expect(state().bets).toEqual([betOf(20, 4, 200), betOf(21, 4)])
    feed.stop()
  })

  it("keeps the server's clock from the least delayed of its words", () => {
    let local = T0
    const { source, feed } = start({}, () => local)
    // The server is 5 s ahead; the first word took 300 ms to arrive, the second 20 ms.
    local = T0 + 300
    source.push('crash', roundOf(5, 'betting', T0 + 5_000))
    local = T0 + 1_020
    source.push('crash', roundOf(5, 'flying', T0 + 6_000))
    expect(feed.now()).toBe(local + 4_980)
    feed.stop()
  })
})

describe('the automatic cash-out typed', () => {
  it('reads a comma or a dot and takes 1,01× to 10.000,00× only', () => {
    expect(parseMultiplier('2')).toBe(200)
    expect(parseMultiplier('2,5')).toBe(250)
    expect(parseMultiplier('1.01')).toBe(101)
    expect(parseMultiplier(' 10000,00× ')).toBe(1_000_000)
    expect(parseMultiplier('1,00')).toBeNull()
    expect(parseMultiplier('10000,01')).toBeNull()
    expect(parseMultiplier('abc')).toBeNull()
    expect(parseMultiplier('2,345')).toBeNull()
  })
})
