import { WINNER_FEED_COUNT } from '../../constants'
import type { WinRow } from '../../contract/feed'
import type { RaceBoardAnswer } from '../../contract/race'
import { createPoller } from './poller'
import type { FeedStatus } from './win-feed'

/** Fetches the newest `count` settled rounds (bet/getWinList); rejects with a translated message. */
export type LoadWinList = (count: number) => Promise<readonly WinRow[]>

/** Fetches the featured race's board (race/board); null when there is no race. */
export type LoadRace = () => Promise<RaceBoardAnswer>

const ignore = () => undefined

/** The polling fallback's pace while the stream is unavailable. */
const LIVE_FEED_POLL_MS = 5_000
/** After the server refused the stream (too many connections, or a backend without one), try it again. */
const LIVE_FEED_STREAM_RETRY_MS = 60_000

export interface LiveFeedState {
  status: FeedStatus
  /** Newest first, at most `count`. */
  rows: readonly WinRow[]
  error?: string
  /** True while rows arrive over the stream; false while polling. */
  live: boolean
  /** The featured race's board (with loadRace): undefined until it first arrives (or while it cannot be had), null for none. */
  race?: RaceBoardAnswer
}

export interface LiveFeedOptions {
  /** bet/stream's address, e.g. '/api/bet/stream'; count and lang are added. */
  streamUrl: string
  /** bet/getWinList, the fallback; rejects with a translated message. */
  load: LoadWinList
  /**
   * With it, the same stream carries the featured race's board too (bet/stream?race=true: event "race" on
   * connect and on each change, a board or null), and race/board is fetched with each poll while the stream
   * is unavailable.
   */
  loadRace?: LoadRace
  lang: string
  count?: number
  pollMs?: number
  streamRetryMs?: number
  /** The EventSource constructor; none (an old browser, a test) means polling only. */
  EventSource?: typeof EventSource
}

export interface LiveFeed {
  /** Called at once with the current state, then on every change; returns the unsubscribe. */
  subscribe(listener: (state: LiveFeedState) => void): () => void
  /** Opens the stream (or starts polling); a second start does nothing. */
  start(): void
  /** Closes everything (a hidden tab, an unmounted ticker); start() resumes. */
  stop(): void
  /** Fetches now (a retry button). */
  retry(): void
}

/**
 * Game art comes root-relative from the API ('/api/assets/...'): resolve it against the API's address, since a
 * widget's host page lives on another origin.
 */
const artFrom = (apiUrl: string) => {
  let base: URL | null = null
  try {
    base = new URL(apiUrl, globalThis.location?.href)
  } catch {
    // No absolute address to resolve against: the rows keep their paths.
  }
  return (row: WinRow): WinRow =>
    base ? { ...row, apigames: { ...row.apigames, image: new URL(row.apigames.image, base).href } } : row
}

const newestFirst = (a: WinRow, b: WinRow): number =>
  b.endedAt === a.endedAt ? b.id - a.id : b.endedAt < a.endedAt ? -1 : 1

/**
 * The newest settled rounds, live: bet/stream (server-sent events) while it works, polling bet/getWinList
 * while it does not (the server at its connection cap, a dropped connection, a backend without a stream).
 * Rows from both are merged by id, so a late snapshot never hides a round that was pushed before it.
 */
export function createLiveFeed({
  streamUrl,
  load,
  loadRace,
  lang,
  count = WINNER_FEED_COUNT,
  pollMs = LIVE_FEED_POLL_MS,
  streamRetryMs = LIVE_FEED_STREAM_RETRY_MS,
  EventSource: Source = globalThis.EventSource,
}: LiveFeedOptions): LiveFeed {
  let state: LiveFeedState = { status: 'loading', rows: [], live: false }
  const listeners = new Set<(state: LiveFeedState) => void>()
  let source: EventSource | null = null
  let reopen: ReturnType<typeof setTimeout> | undefined
  let running = false

  const set = (next: Partial<LiveFeedState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener(state)
  }

  const withArt = artFrom(streamUrl)
  const merge = (incoming: readonly WinRow[], live: boolean) => {
    const byId = new Map(state.rows.map((row) => [row.id, row]))
    for (const row of incoming) byId.set(row.id, withArt(row))
    set({
      status: 'ready',
      rows: [...byId.values()].sort(newestFirst).slice(0, count),
      error: undefined,
      live,
    })
  }

  const failed = (error: unknown) => (error instanceof Error ? error.message : undefined)
  // A board that cannot be had leaves the race unknown, so the race tab shows the rows' feed state (its error
  // and retry) rather than "no race".
  const fetchRace = () => loadRace?.().then((race) => set({ race }), ignore)

  const poller = createPoller(
    () =>
      Promise.all([
        load(count).then(
          (rows) => merge(rows, false),
          (error: unknown) => {
            // Rows already shown stay; only an empty feed turns to the error state.
            if (state.rows.length === 0) set({ status: 'error', error: failed(error) })
          },
        ),
        fetchRace(),
      ]),
    pollMs,
  )

  const parse = (event: MessageEvent<string>): unknown => {
    try {
      return JSON.parse(event.data)
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
    const url = `${streamUrl}${streamUrl.includes('?') ? '&' : '?'}count=${count}&lang=${encodeURIComponent(lang)}${loadRace ? '&race=true' : ''}`
    const stream = new Source(url)
    source = stream
    stream.addEventListener('snapshot', (event) => {
      const rows = parse(event as MessageEvent<string>)
      if (!Array.isArray(rows)) return
      poller.stop()
      merge(rows as WinRow[], true)
    })
    stream.addEventListener('round', (event) => {
      const row = parse(event as MessageEvent<string>)
      if (row && typeof row === 'object') merge([row as WinRow], true)
    })
    stream.addEventListener('race', (event) => {
      // A pushed board has no `me` (race/board with a player's token has it).
      const race = parse(event as MessageEvent<string>)
      if (typeof race === 'object') set({ race: race as RaceBoardAnswer })
    })
    stream.addEventListener('error', () => {
      // EventSource reconnects by itself unless the answer was no stream at all: poll meanwhile, and
      // try the stream again later when it was refused.
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
    start() {
      if (running) return
      running = true
      openStream()
    },
    stop() {
      running = false
      closeStream()
      poller.stop()
    },
    retry() {
      if (state.rows.length === 0) set({ status: 'loading', error: undefined })
      // With the stream live, one fetch: polling is only for while the stream is unavailable.
      if (state.live) {
        void load(count).then((rows) => merge(rows, true), ignore)
        void fetchRace()
      } else {
        poller.start()
        poller.now()
      }
    },
  }
}
