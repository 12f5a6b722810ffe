import { useT } from '@src/i18n/react'
import { ErrorState, SkeletonList } from '@src/ui/states'
import { type ComponentType, useEffect, useState } from 'react'
import { type FoundRoute, pageLoader } from './routes'

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'error' }

/** A route's page, loaded lazily (its own chunk); a failed download offers to try again. */
export function PageView({ route }: { route: FoundRoute }) {
  const t = useT()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads again
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    pageLoader(route)()
      .then((module) => live && setState({ status: 'ready', Page: module.default }))
      .catch(() => live && setState({ status: 'error' }))
    return () => {
      live = false
    }
  }, [route, attempt])
  if (state.status === 'loading') return <SkeletonList />
  if (state.status === 'error')
    return <ErrorState text={t('shell.chunkFailed')} onRetry={() => setAttempt((value) => value + 1)} />
  return <state.Page />
}
