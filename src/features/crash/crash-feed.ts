import type { CrashPublicBet, CrashRound, CrashState } from '../../contract/crash'
import { createPoller } from '../bets-ticker/poller'

/** Fetches crash/state; rejects with a translated message. */
type LoadCrashState = () => Promise<CrashState>

export interface CrashFeedState {
  status: 'loading' | 'ready' | 'error'
  error?: string
  /** crash/state's switch: false, no new round starts. */
  enabled: boolean
  round: CrashRound | null
  /** The shown round's bets, everyone's, oldest first. */
  bets: readonly CrashPublicBet[]
  /** The newest crash points, newest first. */
  recent: CrashState['recent']
  minBet: number
  maxBet: number
  /** True while the stream carries the game; false while crash/state is polled. */
  live: boolean
}

export interface CrashFeedOptions {
  /** bet/stream's address, e.g. '/api/bet/stream'; crash=true, count and lang are added. */
  streamUrl: string
  load: LoadCrashState
  lang: string
  /** The polling fallback's pace while the stream is unavailable. */
  pollMs?: number
  streamRetryMs?: number
  EventSource?: typeof EventSource
  /** This device's clock (epoch ms). */
  clock?: () => number
}

export interface CrashFeed {
  subscribe(listener: (state: CrashFeedState) => void): () => void
  /** The server's clock as best known (epoch ms): this device's, shifted by what the server said its time was. */
  now(): number
  start(): void
  stop(): void
  retry(): void
}

/** Crash points kept in the recent strip. */
const RECENT = 20
/** While the stream is unavailable, the phases come from crash/state this often. */
const CRASH_POLL_MS = 1_000
const CRASH_STREAM_RETRY_MS = 30_000
/** Clock samples kept: the best of them (the least delayed answer) sets the offset. */
const CLOCK_SAMPLES = 10

/**
 * The crash game, live: crash/state once, then bet/stream?crash=true (the round's phases, everyone's bets
 * and cash-outs), and crash/state every second while the stream is unavailable. Bets are merged by id, so
 * a late list never hides a cash-out pushed before it. The server's clock is learnt from each round's
 * serverNow: a sample taken on arrival is late by the network's delay, so the largest of the last few
 * offsets is the truest (the game shown never runs ahead of the server, which alone decides a cash-out).
 */
export function createCrashFeed({
  streamUrl,
  load,
  lang,
  pollMs = CRASH_POLL_MS,
  streamRetryMs = CRASH_STREAM_RETRY_MS,
  EventSource: Source = globalThis.EventSource,
  clock = Date.now,
}: CrashFeedOptions): CrashFeed {
  let state: CrashFeedState = {
    status: 'loading',
    enabled: true,
    round: null,
    bets: [],
    recent: [],
    minBet: 0,
    maxBet: 0,
    live: false,
  }
  const listeners = new Set<(state: CrashFeedState) => void>()
  let source: EventSource | null = null
  let reopen: ReturnType<typeof setTimeout> | undefined
  let running = false
  const offsets: number[] = []
  let offset = 0

  const set = (next: Partial<CrashFeedState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener(state)
  }

  const learnClock = (round: CrashRound) => {
    const server = Date.parse(round.serverNow)
    if (!Number.isFinite(server)) return
    offsets.push(server - clock())
    if (offsets.length > CLOCK_SAMPLES) offsets.shift()
    offset = Math.max(...offsets)
  }

  /** A round as it arrives: a newer one replaces the shown round and its bets; a crash joins the recent list. */
  const roundArrived = (round: CrashRound, bets?: readonly CrashPublicBet[]) => {
    learnClock(round)
    const current = state.round
    if (current && round.round < current.round) return
    const next: Partial<CrashFeedState> = { round, status: 'ready', error: undefined }
    if (!current || round.round !== current.round) next.bets = []
    if (bets) next.bets = mergeBets(round.round, next.bets ?? state.bets, bets)
    if (round.phase === 'crashed' && round.crashPoint !== null) {
      const point = { round: round.round, crashPoint: round.crashPoint }
      next.recent = [point, ...state.recent.filter((entry) => entry.round !== round.round)].slice(0, RECENT)
    }
    set(next)
  }

  const betsArrived = (incoming: readonly CrashPublicBet[]) => {
    const round = state.round?.round
    if (round === undefined) return
    set({ bets: mergeBets(round, state.bets, incoming) })
  }

  const stateArrived = (answer: CrashState, live: boolean) => {
    set({
      enabled: answer.enabled,
      minBet: answer.minBet,
      maxBet: answer.maxBet,
      recent: answer.recent,
      live,
    })
    if (answer.round) roundArrived(answer.round, answer.bets)
    else set({ status: 'ready', error: undefined })
  }

  const failed = (error: unknown) => (error instanceof Error ? error.message : undefined)
  const fetchState = (live: boolean) =>
    load().then(
      (answer) => stateArrived(answer, live),
      (error: unknown) => {
        if (state.round === null) set({ status: 'error', error: failed(error) })
      },
    )
  const poller = createPoller(() => fetchState(false), pollMs)

  const parse = (event: Event): unknown => {
    try {
      return JSON.parse((event as MessageEvent<string>).data)
    } catch {
      return null
    }
  }

  const closeStream = () => {
    clearTimeout(reopen)
    source?.close()
    source = null
  }

  const openStream = () => {
    if (!Source) {
      poller.start()
      return
    }
    const url = `${streamUrl}${streamUrl.includes('?') ? '&' : '?'}crash=true&count=1&lang=${encodeURIComponent(lang)}`
    const stream = new Source(url)
    source = stream
    stream.addEventListener('open', () => {
      poller.stop()
      set({ live: true })
    })
    stream.addEventListener('crash', (event) => {
      const round = parse(event) as CrashRound | null
      if (!round || typeof round !== 'object') return
      poller.stop()
      if (!state.live) set({ live: true })
      roundArrived(round)
    })
    stream.addEventListener('crash-bets', (event) => {
      const bets = parse(event)
      if (Array.isArray(bets)) betsArrived(bets as CrashPublicBet[])
    })
    const one = (event: Event) => {
      const bet = parse(event) as CrashPublicBet | null
      if (bet && typeof bet === 'object') betsArrived([bet])
    }
    stream.addEventListener('crash-bet', one)
    stream.addEventListener('crash-cashout', one)
    stream.addEventListener('error', () => {
      // EventSource reconnects by itself unless the answer was no stream at all: poll meanwhile, and try
      // the stream again later when it was refused.
      set({ live: false })
      poller.start()
      if (stream.readyState === Source.CLOSED && source === stream) {
        source = null
        reopen = setTimeout(() => {
          if (running) openStream()
        }, streamRetryMs)
      }
    })
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      listener(state)
      return () => listeners.delete(listener)
    },
    now: () => clock() + offset,
    start() {
      if (running) return
      running = true
      // The limits, the recent crash points and the chain come from crash/state only.
      void fetchState(false)
      openStream()
    },
    stop() {
      running = false
      closeStream()
      poller.stop()
    },
    retry() {
      if (state.round === null) set({ status: 'loading', error: undefined })
      void fetchState(state.live)
    },
  }
}

/** The round's bets with `incoming` merged in by id (a later word on a bet replaces the earlier), oldest first. */
function mergeBets(
  round: number,
  bets: readonly CrashPublicBet[],
  incoming: readonly CrashPublicBet[],
): CrashPublicBet[] {
  const byId = new Map(bets.filter((bet) => bet.round === round).map((bet) => [bet.id, bet]))
  for (const bet of incoming) {
    if (bet.round !== round) continue
    const known = byId.get(bet.id)
    // A cash-out is final: a list read before it never takes it back.
    byId.set(bet.id, known && known.cashedOutAt !== null && bet.cashedOutAt === null ? known : bet)
  }
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
