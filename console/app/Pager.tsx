import { useT } from '@src/i18n/react'
import type { Paging } from './paging'

/**
 * Previous and next under a server-paged players-style table (a player's sections, the games), with the page
 * it shows of how many and the rows in all; styled by denseCss.
 */
export function Pager({ page, pages, total, onPage }: Paging & { total: number }) {
  const t = useT()
  return (
    <div className="console-pager">
      <span>{t('console.players.pageOf', { page, pages, total })}</span>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console.players.previous')}
      </button>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('console.players.next')}
      </button>
    </div>
  )
}
