import { useCallback, useEffect, useRef, useState } from 'react'

/** Fetches the data; rejects with a translated message (ApiError). */
export type LoadResource<T> = (signal: AbortSignal) => Promise<T>

export interface Resource<T> {
  status: 'loading' | 'ready' | 'error'
  data?: T
  /** Why the last attempt failed, in the player's language. */
  error?: string
  /** Fetches again, keeping what is on screen until the answer comes; rejects when it fails. */
  reload: () => Promise<void>
}

interface State<T> {
  status: Resource<T>['status']
  data?: T
  error?: string
}

const ignore = () => undefined

/**
 * One request's data and state for a page. A new `load` (say, another id) starts over and cancels the old
 * request, so a late answer never shows on the wrong page.
 */
export function useResource<T>(load: LoadResource<T>): Resource<T> {
  const [state, setState] = useState<State<T>>({ status: 'loading' })
  const inFlight = useRef<AbortController | null>(null)

  const fetchData = useCallback(
    async (fresh: boolean) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      if (fresh) setState({ status: 'loading' })
      try {
        const data = await load(controller.signal)
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      } catch (error) {
        if (controller.signal.aborted) return
        const message = error instanceof Error ? error.message : undefined
        // A failed refresh keeps the data on screen (the API client has toasted the reason).
        setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', error: message }))
        throw error
      }
    },
    [load],
  )

  useEffect(() => {
    fetchData(true).catch(ignore)
    return () => inFlight.current?.abort()
  }, [fetchData])

  const reload = useCallback(() => fetchData(false), [fetchData])
  return { ...state, reload }
}
