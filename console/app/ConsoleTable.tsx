import type { Paging } from '@console/app/paging'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import type { ReactNode } from 'react'
import { consoleTableCss } from './table.styles'

/** A dense table of the corrections and audit pages: its column headings (each its own), then the rows given. */
export function ConsoleTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  useStyles(consoleTableCss)
  return (
    <div className="ficha-console-table-wrap">
      <table className="ficha-console-table">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** Previous and next under a server-paged table, with the page it shows of how many. */
export function TablePager({ page, pages, onPage }: Paging) {
  const t = useT()
  return (
    <div className="ficha-console-actions">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console.table.previous')}
      </Button>
      <span className="ficha-console-note">{t('console.table.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('console.table.next')}
      </Button>
    </div>
  )
}
