import type { OrderStatus, OrderType } from '../../contract/money'
import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { moneyCss } from './money.styles'
import { statusKey } from './record-state'

/** An order's state in words and colour: unpaid (a withdrawal: under review), paid or failed (spec §4). */
export function StatusBadge({ status, type }: { status: OrderStatus; type?: OrderType }) {
  useStyles(moneyCss)
  const t = useT()
  return <span className={`ficha-badge ficha-badge--${status}`}>{t(statusKey(type, status))}</span>
}
