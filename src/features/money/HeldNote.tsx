import type { HoldReason } from '../../contract/protection'
import { useT } from '../../i18n/react'

/**
 * A top-up paid but held instead of credited, as the player reads it: why, and that the money goes back to
 * the account that paid (the operator refunds it), so nobody pays the order twice.
 */
export function HeldNote({ hold }: { hold: HoldReason }) {
  const t = useT()
  return (
    <div className="ficha-money-held" data-testid="held-note" role="status">
      <p className="ficha-money-card__title">{t('money.heldTitle')}</p>
      <p className="ficha-money-note">{t(`money.heldReason.${hold}`)}</p>
      <p className="ficha-money-note">{t('money.heldRefund')}</p>
    </div>
  )
}
