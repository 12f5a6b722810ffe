import type { WageringStatus } from '../../contract/rewards'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { useStyles } from '../../ui/styles'
import { moneyCss } from '../money/money.styles'
import { Progress } from './Progress'

export interface WageringNoteProps {
  /** The promotion's turnover multiple; 0: none. */
  multiple: number
  /** The logged-in player's open requirement: shown instead of the rule. */
  status?: WageringStatus
}

/** A bonus's wagering rule or, for a logged-in player, how much is left to bet before a withdrawal. */
export function WageringNote({ multiple, status }: WageringNoteProps) {
  useStyles(moneyCss)
  const t = useT()
  if (!status) {
    return (
      <p className="ficha-money-note">
        {multiple > 0 ? t('rewards.wageringRule', { multiple }) : t('rewards.wageringFree')}
      </p>
    )
  }
  if (status.required === 0) return null
  return (
    <Progress
      label={t('rewards.wageringTitle')}
      figures={t('rewards.wageringProgress', {
        turnover: formatBRL(Math.min(status.turnover, status.required)),
        required: formatBRL(status.required),
      })}
      ratio={status.turnover / status.required}
      note={
        status.remaining > 0
          ? t('rewards.wageringLeft', { amount: formatBRL(status.remaining) })
          : t('rewards.wageringDone')
      }
      done={status.remaining === 0}
    />
  )
}
