import type { ReactNode } from 'react'
import { PullToRefresh } from '../../ui/PullToRefresh'
import { ErrorState, SkeletonList } from '../../ui/states'
import { useLate } from '../loading/use-late'
import { ListEnd } from './ListEnd'
import type { PagedList } from './use-paged-list'

/**
 * A paged list of row cards (ul.ficha-rows): the skeleton once the first page is late, its error with a
 * retry, `empty` when there is nothing, else `row` of each item; pulled down it reloads, and its end asks for
 * the next page. `className` names the list where its rows are not row cards.
 */
export function PagedRows<T>({
  list,
  empty,
  row,
  className = 'ficha-rows',
}: {
  list: PagedList<T>
  empty: ReactNode
  row: (item: T) => ReactNode
  className?: string
}) {
  const late = useLate(list.status === 'loading')
  if (list.status === 'loading') return late ? <SkeletonList /> : null
  if (list.status === 'error') return <ErrorState text={list.error} onRetry={list.reload} />
  return (
    <PullToRefresh onRefresh={list.reload}>
      {list.items.length === 0 ? empty : <ul className={className}>{list.items.map(row)}</ul>}
      <ListEnd list={list} />
    </PullToRefresh>
  )
}
