import type { ReactNode } from 'react'
import { PullToRefresh } from '../../ui/PullToRefresh'
import { ErrorState, SkeletonList } from '../../ui/states'
import { useLate } from '../loading/use-late'
import { ListEnd } from './ListEnd'
import type { PagedList } from './use-paged-list'

interface PagedItemsProps<T> {
  list: PagedList<T>
  empty: ReactNode
  row: (item: T) => ReactNode
  className?: string
  /** Placeholder rows while late; the skeleton's own count when absent. */
  skeletonRows?: number
}

/**
 * What a paged list shows of its first page: the skeleton once it is late, its
 * error with a retry, `empty` when there is nothing, else `row` of each item in ul.`className`. The page
 * around it chooses where the pull to refresh and the list's end go.
 */
export function PagedItems<T>({
  list,
  empty,
  row,
  className = 'ficha-rows',
  skeletonRows,
}: PagedItemsProps<T>) {
  const late = useLate(list.status === 'loading')
  if (list.status === 'loading') return late ? <SkeletonList rows={skeletonRows} /> : null
  if (list.status === 'error') return <ErrorState text={list.error} onRetry={list.reload} />
  return list.items.length === 0 ? empty : <ul className={className}>{list.items.map(row)}</ul>
}

/**
 * A paged list of row cards (ul.ficha-rows) on a page of its own: PagedItems, pulled down it reloads, and
 * its end asks for the next page. `className` names the list where its rows are not row cards.
 */
export function PagedRows<T>(props: PagedItemsProps<T>) {
  const { list } = props
  if (list.status !== 'ready') return <PagedItems {...props} />
  return (
    <PullToRefresh onRefresh={list.reload}>
      <PagedItems {...props} />
      <ListEnd list={list} />
    </PullToRefresh>
  )
}
