import { type ComponentType, useEffect, useState } from 'react'
import { ASYNC_PAGE_DELAY_MS, PAGE_TIMEOUT_MS } from '../../src/constants'
import { useT } from '../../src/i18n/react'
import { ErrorState, SkeletonList } from '../../src/ui/states'
import { loadChunk } from './chunks'
import { type PageLoader, pageLoader } from './pages'
import type { PortalRoute } from './routes'

type Status = 'loading' | 'slow' | 'timeout' | 'failed'

// Pages already fetched render at once on the next visit: no loading state, no flash.
const loaded = new Map<PageLoader, ComponentType>()

/**
 * Renders a route's page, loading its chunk on first visit (spec §2): nothing for the first 200 ms, then
 * skeletons; after 60 s an error with retry; a chunk that failed twice offers a reload.
 */
export function PageView({ route }: { route: PortalRoute }) {
  const t = useT()
  const load = pageLoader(route)
  const [page, setPage] = useState<{ load: PageLoader; Component: ComponentType } | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [attempt, setAttempt] = useState(0)
  const ready = loaded.get(load)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (loaded.has(load)) return
    let live = true
    setStatus('loading')
    const slow = setTimeout(() => live && setStatus('slow'), ASYNC_PAGE_DELAY_MS)
    const timeout = setTimeout(() => live && setStatus('timeout'), PAGE_TIMEOUT_MS)
    loadChunk(load)
      .then((module) => {
        loaded.set(load, module.default)
        if (live) setPage({ load, Component: module.default })
      })
      .catch(() => live && setStatus('failed'))
      .finally(() => {
        clearTimeout(slow)
        clearTimeout(timeout)
      })
    return () => {
      live = false
      clearTimeout(slow)
      clearTimeout(timeout)
    }
  }, [load, attempt])

  const Component = ready ?? (page?.load === load ? page.Component : undefined)
  if (Component) return <Component />
  if (status === 'timeout')
    return <ErrorState text={t('shell.pageTimeout')} onRetry={() => setAttempt(attempt + 1)} />
  if (status === 'failed')
    return (
      <ErrorState
        text={t('shell.chunkFailed')}
        retryText={t('common.reload')}
        onRetry={() => window.location.reload()}
      />
    )
  return status === 'slow' ? <SkeletonList /> : null
}
