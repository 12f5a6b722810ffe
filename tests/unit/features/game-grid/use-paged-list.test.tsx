import type { Paged } from '@src/contract/paging'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderHook } from '../render-hook'

const pageOf = (page: number, total: number, limit = 2): Paged<number> => ({
  list: Array.from({ length: Math.min(limit, total - (page - 1) * limit) }, (_, i) => (page - 1) * limit + i),
  total,
  page,
  limit,
})

const flush = () => act(async () => {})

/** A source of `total` rows that can go down: while `source.down` is set, every read throws `message`. */
const flakySource = (total: number, message: string, down: boolean) => {
  const source: { down: boolean; load: LoadPage<number> } = {
    down,
    load: async (page) => {
      if (source.down) throw new Error(message)
      return pageOf(page, total)
    },
  }
  return source
}

describe('usePagedList', () => {
  it('reads page 1, then appends the next pages until the total is reached', async () => {
    const load = vi.fn<LoadPage<number>>(async (page) => pageOf(page, 5))
    const { result, unmount } = renderHook(usePagedList<number>, load)
    expect(result.current.status).toBe('loading')
    await flush()
    expect(result.current.items).toEqual([0, 1])
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.loadMore())
    await flush()
    act(() => result.current.loadMore())
    await flush()
    expect(result.current.items).toEqual([0, 1, 2, 3, 4])
    expect(result.current.hasMore).toBe(false)
    act(() => result.current.loadMore())
    await flush()
    expect(load).toHaveBeenCalledTimes(3)
    unmount()
  })

  it('shows the error of a failed first page and recovers on reload', async () => {
    const source = flakySource(1, 'Backend interface connection exception', true)
    const { result, unmount } = renderHook(usePagedList<number>, source.load)
    await flush()
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBe('Backend interface connection exception')
    source.down = false
    await act(() => result.current.reload())
    expect(result.current.status).toBe('ready')
    expect(result.current.items).toEqual([0])
    unmount()
  })

  it('keeps the rows when a later page fails, and retries that page', async () => {
    const source = flakySource(4, 'offline', false)
    const { result, unmount } = renderHook(usePagedList<number>, source.load)
    await flush()
    source.down = true
    act(() => result.current.loadMore())
    await flush()
    expect(result.current.moreFailed).toBe(true)
    expect(result.current.items).toEqual([0, 1])
    source.down = false
    act(() => result.current.loadMore())
    await flush()
    expect(result.current.items).toEqual([0, 1, 2, 3])
    unmount()
  })

  it('drops a late answer of the previous list when the source changes', async () => {
    let release: (page: Paged<number>) => void = () => {}
    const slow: LoadPage<number> = () => new Promise((resolve) => (release = resolve))
    const fast: LoadPage<number> = async () => ({ list: [42], total: 1, page: 1, limit: 2 })
    const { result, rerender, unmount } = renderHook(usePagedList<number>, slow)
    const late = release
    rerender(fast)
    await flush()
    late(pageOf(1, 2))
    await flush()
    expect(result.current.items).toEqual([42])
    unmount()
  })
})
