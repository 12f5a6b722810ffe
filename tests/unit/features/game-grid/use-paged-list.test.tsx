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
    let fail = true
    const load: LoadPage<number> = async (page) => {
      if (fail) throw new Error('Backend interface connection exception')
      return pageOf(page, 1)
    }
    const { result, unmount } = renderHook(usePagedList<number>, load)
    await flush()
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBe('Backend interface connection exception')
    fail = false
    await act(() => result.current.reload())
    expect(result.current.status).toBe('ready')
    expect(result.current.items).toEqual([0])
    unmount()
  })

  it('keeps the rows when a later page fails, and retries that page', async () => {
    let fail = false
    const load: LoadPage<number> = async (page) => {
      if (fail) throw new Error('offline')
      return pageOf(page, 4)
    }
    const { result, unmount } = renderHook(usePagedList<number>, load)
    await flush()
    fail = true
    act(() => result.current.loadMore())
    await flush()
    expect(result.current.moreFailed).toBe(true)
    expect(result.current.items).toEqual([0, 1])
    fail = false
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
