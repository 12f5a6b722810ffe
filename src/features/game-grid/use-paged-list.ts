import { useCallback, useEffect, useRef, useState } from 'react'
import type { Paged } from '../../contract/paging'

/** Loads one page (from 1); rejects with a translated message. */
export type LoadPage<T> = (page: number, signal: AbortSignal) => Promise<Paged<T>>

export interface PagedList<T> {
  items: readonly T[]
  /** 'loading': the first page is on its way; 'error': it failed; 'ready': at least one page is in. */
  status: 'loading' | 'ready' | 'error'
  /** The translated reason of the last failure (first page or a later one). */
  error?: string
  /** A later page is on its way. */
  loadingMore: boolean
  /** A later page failed; loadMore tries it again. */
  moreFailed: boolean
  hasMore: boolean
  loadMore: () => void
  /** Reads page 1 again, keeping the rows on screen until it arrives; rejects when it fails. */
  reload: () => Promise<void>
}

interface State<T> {
  items: T[]
  page: number
  total: number
  status: PagedList<T>['status']
  error?: string
  loadingMore: boolean
  moreFailed: boolean
}

const initial = <T>(): State<T> => ({
  items: [],
  page: 0,
  total: 0,
  status: 'loading',
  loadingMore: false,
  moreFailed: false,
})

// Failures are kept in the state; only reload's caller (pull-to-refresh) needs the rejection.
const ignore = () => undefined

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined)

/**
 * A list read a page at a time (infinite scroll). A new `load` (another category, another search) starts
 * over and cancels what the old one had in flight, so a late answer never lands in the wrong list.
 */
export function usePagedList<T>(load: LoadPage<T>): PagedList<T> {
  const [state, setState] = useState(initial<T>)
  const busy = useRef<AbortController | null>(null)
  const current = useRef(state)
  current.current = state

  const fetchPage = useCallback(
    async (page: number, fresh: boolean) => {
      busy.current?.abort()
      const controller = new AbortController()
      busy.current = controller
      setState((prev) => (fresh ? initial<T>() : { ...prev, loadingMore: page > 1, moreFailed: false }))
      try {
        const answer = await load(page, controller.signal)
        if (controller.signal.aborted) return
        setState((prev) => ({
          items: page === 1 ? answer.list : [...prev.items, ...answer.list],
          page,
          total: answer.total,
          status: 'ready',
          loadingMore: false,
          moreFailed: false,
        }))
      } catch (error) {
        if (controller.signal.aborted) return
        setState((prev) =>
          prev.items.length === 0
            ? { ...initial<T>(), status: 'error', error: messageOf(error) }
            : { ...prev, loadingMore: false, moreFailed: page > 1, error: messageOf(error) },
        )
        throw error
      } finally {
        if (busy.current === controller) busy.current = null
      }
    },
    [load],
  )

  useEffect(() => {
    fetchPage(1, true).catch(ignore)
    return () => busy.current?.abort()
  }, [fetchPage])

  const hasMore = state.status === 'ready' && state.items.length < state.total
  const loadMore = useCallback(() => {
    const now = current.current
    if (now.status === 'ready' && now.items.length < now.total && !busy.current)
      fetchPage(now.page + 1, false).catch(ignore)
  }, [fetchPage])
  const reload = useCallback(() => fetchPage(1, current.current.items.length === 0), [fetchPage])

  return { ...state, hasMore, loadMore, reload }
}
