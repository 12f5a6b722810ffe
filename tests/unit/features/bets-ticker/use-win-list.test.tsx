import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WinRow } from '../../../../src/contract/feed'
import { type LoadWinList, useWinList } from '../../../../src/features/bets-ticker/use-win-list'
import { renderHook } from '../render-hook'

const row = (id: number): WinRow => ({
  id,
  username: '+5511****4321',
  betAmount: 100,
  settledAmount: 300,
  profit: 200,
  endedAt: '2026-01-01T00:00:00.000Z',
  apigames: { name: 'Samba Night', image: '/api/assets/games/samba-night.svg' },
})

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('useWinList', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
  })

  it('asks for 10 rows, refreshes every cycle, and keeps the rows when a refresh fails', async () => {
    const load = vi
      .fn<LoadWinList>()
      .mockResolvedValueOnce([row(1)])
      .mockRejectedValueOnce(new Error('offline'))
    const { result, unmount } = renderHook((l: LoadWinList) => useWinList(l), load)
    expect(result.current.status).toBe('loading')
    await act(async () => {})
    expect(load).toHaveBeenCalledWith(10)
    expect(result.current.rows.map((r) => r.id)).toEqual([1])
    await act(() => vi.advanceTimersByTimeAsync(24_000))
    expect(load).toHaveBeenCalledTimes(2)
    expect(result.current.status).toBe('ready')
    expect(result.current.rows.map((r) => r.id)).toEqual([1])
    unmount()
  })

  it('shows the error when nothing came yet, and retries on demand', async () => {
    const load = vi
      .fn<LoadWinList>()
      .mockRejectedValueOnce(new Error('Backend interface connection exception'))
    load.mockResolvedValue([row(2)])
    const { result, unmount } = renderHook((l: LoadWinList) => useWinList(l), load)
    await act(async () => {})
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBe('Backend interface connection exception')
    await act(async () => result.current.retry())
    expect(result.current.status).toBe('ready')
    unmount()
  })

  it('stops polling while the tab is hidden', async () => {
    const load = vi.fn<LoadWinList>().mockResolvedValue([row(3)])
    const { unmount } = renderHook((l: LoadWinList) => useWinList(l), load)
    await act(async () => {})
    act(() => setVisibility('hidden'))
    await act(() => vi.advanceTimersByTimeAsync(120_000))
    expect(load).toHaveBeenCalledTimes(1)
    act(() => setVisibility('visible'))
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(2)
    unmount()
  })
})
