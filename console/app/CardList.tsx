import { ListEnd } from '@src/features/game-grid/ListEnd'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { useLate } from '@src/features/loading/use-late'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import type { ReactNode } from 'react'

/**
 * A paged list of cards, as the pages moved from the portal show them (order queues, provider mismatches,
 * risk cases): a skeleton while it loads (after a moment), the error with a retry, an empty state with its
 * title and text, then the cards and the next pages as the list's end comes into view.
 */
export function CardList<T>({
  load,
  empty,
  children,
}: {
  load: LoadPage<T>
  empty: { title: string; text: string }
  /** One card (an `li`), and how to reload the list after an action on it. */
  children: (item: T, reload: () => void) => ReactNode
}) {
  const list = usePagedList(load)
  const late = useLate(list.status === 'loading')
  const reload = () => {
    list.reload().catch(() => undefined)
  }
  if (list.status === 'loading') return late ? <SkeletonList /> : null
  if (list.status === 'error') return <ErrorState text={list.error} onRetry={list.reload} />
  return (
    <PullToRefresh onRefresh={list.reload}>
      {list.items.length === 0 ? (
        <EmptyState icon="check" title={empty.title} text={empty.text} />
      ) : (
        <ul className="ficha-rows">{list.items.map((item) => children(item, reload))}</ul>
      )}
      <ListEnd list={list} />
    </PullToRefresh>
  )
}
