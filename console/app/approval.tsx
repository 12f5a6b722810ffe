import { useStore } from '@nanostores/react'
import { LOCALES } from '@src/features/content/format-date'
import { $lang, t } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money/format'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { useMemo } from 'react'
import { feedback } from './services'

/**
 * Approving this much money or more (centavos: R$ 1.500,00) asks the operator to confirm first, in a dialog
 * that names the amount and the player (docs/console.md, "Approving money"): every approval of money in the
 * console goes through confirmApproval (balance corrections, top-ups, withdrawals and held payouts).
 */
const APPROVAL_CONFIRM_CENTAVOS = 150_000

/** Whether approving `amount` (centavos) asks for the confirmation. */
export const asksApprovalConfirm = (amount: number): boolean => amount >= APPROVAL_CONFIRM_CENTAVOS

/**
 * The confirmation of a large approval: `amount` in centavos (`sign` for a correction's credit or debit), the
 * player by id and phone. Resolves whether the operator confirmed.
 */
export const confirmApproval = (
  amount: number,
  player: { id: number; phone: string },
  sign: '' | '+' | '−' = '',
): Promise<boolean> =>
  feedback.confirm(
    t('console.approval.text', {
      amount: `${sign}${formatBRL(amount)}`,
      player: `${player.id} · ${formatPhoneWithCountry(player.phone)}`,
    }),
    { title: t('console.approval.title'), confirmText: t('console.approval.confirm') },
  )

/**
 * Said in place of the approve button to the operator who made the proposal (maker and checker): who must
 * approve it instead, another operator with one of `roles`.
 */
export function AwaitsChecker({
  roles,
  className = 'ficha-console-note',
}: {
  roles: readonly string[]
  className?: string
}) {
  const translate = useT()
  const lang = useStore($lang)
  const names = useMemo(
    () =>
      new Intl.ListFormat(LOCALES[lang], { type: 'disjunction' }).format(
        roles.map((role) => translate(`console.role.${role}`)),
      ),
    [lang, roles, translate],
  )
  return (
    <p className={className} data-testid="awaits-checker">
      {translate('console.approval.awaitsChecker', { roles: names })}
    </p>
  )
}
