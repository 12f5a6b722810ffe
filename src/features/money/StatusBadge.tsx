import type { OrderStatus, OrderType } from '../../contract/money'
import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { moneyCss } from './money.styles'
import { statusKey } from './record-state'

/**
 * An order's state in words and colour: unpaid (a withdrawal: under review), paid or failed (spec §4); a
 * top-up paid but held for a refund reads held.
 */
export function StatusBadge({
  status,
  type,
  held,
}: {
  status: OrderStatus
  type?: OrderType
  held?: boolean
}) {
  useStyles(moneyCss)
  const t = useT()
  const look = held && status === 'unpaid' ? 'held' : status
  return <span className={`ficha-badge ficha-badge--${look}`}>{t(statusKey(type, status, held))}</span>
}
