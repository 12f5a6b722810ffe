import type { OrderStatus } from '../../contract/money'
import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { moneyCss } from './money.styles'

/** An order's state in words and colour: unpaid, paid or failed (spec §4). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  useStyles(moneyCss)
  const t = useT()
  return <span className={`ficha-badge ficha-badge--${status}`}>{t(`money.status.${status}`)}</span>
}
