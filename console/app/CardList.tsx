import { PagedRows } from '@src/features/game-grid/PagedRows'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { EmptyState } from '@src/ui/states'
import type { ReactNode } from 'react'

/**
 * A paged list of cards, as the pages moved from the portal show them (order queues, provider mismatches,
 * risk cases): the portal's paged rows, with an empty state of its title and text, and a reload for the
 * card's actions.
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
  const reload = () => {
    list.reload().catch(() => undefined)
  }
  return (
    <PagedRows
      list={list}
      empty={<EmptyState icon="check" title={empty.title} text={empty.text} />}
      row={(item) => children(item, reload)}
    />
  )
}
