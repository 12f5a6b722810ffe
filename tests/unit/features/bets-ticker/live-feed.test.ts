import type { WinRow } from '@src/contract/feed'
import type { RaceBoard } from '@src/contract/race'
import type { LoadRace, LoadWinList } from '@src/features/bets-ticker/live-feed'
import { createLiveFeed, type LiveFeedState } from '@src/features/bets-ticker/live-feed'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const row = (id: number, endedAt = `2026-01-01T00:00:${String(id).padStart(2, '0')}.000Z`): WinRow => ({
  id,
  username: '+5511****4321',
  betAmount: 100,
  settledAmount: 0,
  profit: -100,
  endedAt,
  apigames: { name: 'Samba Night', image: '/api/assets/games/samba-night.svg' },
})

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static opened: FakeSource[] = []
  readyState = FakeSource.CONNECTING
  constructor(readonly url: string) {
    super()
    FakeSource.opened.push(this)
  }
  emit(event: string, data: unknown) {
    this.readyState = FakeSource.OPEN
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }))
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeSource.CLOSED : FakeSource.CONNECTING
    this.dispatchEvent(new Event('error'))
  }
  close() {
    this.readyState = FakeSource.CLOSED
  }
}

const feedWith = (load: LoadWinList) => {
  const states: LiveFeedState[] = []
  const feed = createLiveFeed({
    streamUrl: '/api/bet/stream',
    load,
    lang: 'pt',
    count: 3,
    EventSource: FakeSource as unknown as typeof EventSource,
  })
  feed.subscribe((state) => states.push(state))
  return { feed, last: () => states[states.length - 1] }
}

describe('createLiveFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeSource.opened = []
  })
  afterEach(() => vi.useRealTimers())

  it('opens the stream with count and language, takes the snapshot, then prepends pushed rounds', () => {
    const load = vi.fn<LoadWinList>()
    const { feed, last } = feedWith(load)
    feed.start()
    const [source] = FakeSource.opened
    expect(source?.url).toBe('/api/bet/stream?count=3&lang=pt')
    source?.emit('snapshot', [row(3), row(2), row(1)])
    expect(last()).toMatchObject({ status: 'ready', live: true })
    source?.emit('round', row(4))
    expect(last()?.rows.map((r) => r.id)).toEqual([4, 3, 2])
    // A late snapshot never hides a round pushed before it.
    source?.emit('snapshot', [row(3), row(2), row(1)])
    expect(last()?.rows.map((r) => r.id)).toEqual([4, 3, 2])
    expect(load).not.toHaveBeenCalled()
    feed.stop()
  })

  it('a retry (pull-to-refresh) with the stream live fetches once and does not start polling', async () => {
    const load = vi.fn<LoadWinList>().mockResolvedValue([row(5)])
    const { feed, last } = feedWith(load)
    feed.start()
    FakeSource.opened[0]?.emit('snapshot', [row(3)])
    feed.retry()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).toHaveBeenCalledTimes(1)
    expect(last()?.rows.map((r) => r.id)).toEqual([5, 3])
    feed.stop()
  })

  it('with a race, the same stream asks for it and takes each pushed board; a refused stream polls race/board with the rounds', async () => {
    const board = { id: 1, name: 'Daily', top: [] } as unknown as RaceBoard
    const load = vi.fn<LoadWinList>().mockResolvedValue([row(1)])
    const loadRace = vi.fn<LoadRace>().mockResolvedValue(board)
    const states: LiveFeedState[] = []
    const feed = createLiveFeed({
      streamUrl: '/api/bet/stream',
      load,
      loadRace,
      lang: 'pt',
      count: 3,
      EventSource: FakeSource as unknown as typeof EventSource,
    })
    feed.subscribe((state) => states.push(state))
    feed.start()
    const [source] = FakeSource.opened
    expect(FakeSource.opened).toHaveLength(1)
    expect(source?.url).toBe('/api/bet/stream?count=3&lang=pt&race=true')
    source?.emit('race', { ...board, name: 'Pushed' })
    expect(states.at(-1)?.race?.name).toBe('Pushed')
    source?.emit('race', null)
    expect(states.at(-1)?.race).toBeNull()
    expect(loadRace).not.toHaveBeenCalled()
    source?.fail(true)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(loadRace).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenCalledTimes(2)
    expect(states.at(-1)?.race).toEqual(board)
    feed.stop()
  })

  it('polls getWinList while the stream is down, and stops polling when it is back', async () => {
    const load = vi.fn<LoadWinList>().mockResolvedValue([row(1)])
    const { feed, last } = feedWith(load)
    feed.start()
    const [source] = FakeSource.opened
    source?.fail(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledWith(3)
    expect(last()).toMatchObject({ status: 'ready', live: false })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(load).toHaveBeenCalledTimes(2)
    source?.emit('snapshot', [row(2), row(1)])
    await vi.advanceTimersByTimeAsync(20_000)
    expect(load).toHaveBeenCalledTimes(2)
    expect(last()?.live).toBe(true)
    feed.stop()
  })

  it('a refused stream (the server at its cap) falls back to polling and is tried again a minute later', async () => {
    const load = vi.fn<LoadWinList>().mockResolvedValue([row(1)])
    const { feed } = feedWith(load)
    feed.start()
    FakeSource.opened[0]?.fail(true)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(FakeSource.opened).toHaveLength(1)
    expect(load.mock.calls.length).toBeGreaterThan(5)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(FakeSource.opened).toHaveLength(2)
    feed.stop()
  })

  it('without EventSource it polls; with nothing to show a failure is the error state, and retry asks again', async () => {
    const load = vi
      .fn<LoadWinList>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([row(7)])
    const states: LiveFeedState[] = []
    const feed = createLiveFeed({ streamUrl: '/s', load, lang: 'en', EventSource: undefined })
    feed.subscribe((state) => states.push(state))
    feed.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toMatchObject({ status: 'error', error: 'offline' })
    feed.retry()
    expect(states.at(-1)?.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toMatchObject({ status: 'ready', rows: [{ id: 7 }] })
    feed.stop()
  })

  it('shows game art from the API server, not from the page that embeds the ticker', async () => {
    const load = vi.fn<LoadWinList>().mockResolvedValue([row(7)])
    const states: LiveFeedState[] = []
    const feed = createLiveFeed({
      streamUrl: 'https://api.ficha.example/api/bet/stream',
      load,
      lang: 'en',
      EventSource: undefined,
    })
    feed.subscribe((state) => states.push(state))
    feed.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)?.rows[0]?.apigames.image).toBe(
      'https://api.ficha.example/api/assets/games/samba-night.svg',
    )
    feed.stop()
  })
})
