import type { ReactNode } from 'react'
import { ErrorState, SkeletonList } from '../../ui/states'
import { useLate } from './use-late'
import type { Resource } from './use-resource'

export interface LoadableProps<T> {
  resource: Resource<T>
  /** What stands in while loading, from 200 ms on (a fast answer shows nothing). */
  skeleton?: ReactNode
  /** Shown instead of `children` when the data has nothing to show. */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

/** A page's four states in one place: loading (skeleton after 200 ms), error with retry, empty, data. */
export function Loadable<T>({ resource, skeleton, empty, isEmpty, children }: LoadableProps<T>) {
  const late = useLate(resource.status === 'loading')

  if (resource.status === 'error') return <ErrorState text={resource.error} onRetry={resource.reload} />
  if (resource.status === 'loading' || resource.data === undefined)
    return late ? (skeleton ?? <SkeletonList />) : null
  if (empty !== undefined && isEmpty?.(resource.data)) return empty
  return children(resource.data)
}
