import type { ReactNode } from 'react'

/**
 * The dense table of the players', races' and games' pages (dense.styles): a frame that scrolls sideways on
 * a narrow screen, the table named by `label` for screen readers, its heading cells, then its rows; `foot`
 * (a pager) stays inside the frame under the table.
 */
export function DenseTable({
  label,
  head,
  foot,
  children,
}: {
  label: string
  head: ReactNode
  foot?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="console-table-wrap">
      <table className="console-table" aria-label={label}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {foot}
    </div>
  )
}
