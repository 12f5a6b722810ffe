import type { WageringStatus } from '../../contract/rewards'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { useStyles } from '../../ui/styles'
import { moneyCss } from '../money/money.styles'
import { Progress } from './Progress'

export interface WageringNoteProps {
  /** The promotion's turnover multiple; 0: none. */
  multiple: number
  /** The logged-in player's open requirement, when known. */
  status?: WageringStatus
}

/** The wagering rule of a bonus and, for a logged-in player, how much is left to bet before a withdrawal. */
export function WageringNote({ multiple, status }: WageringNoteProps) {
  useStyles(moneyCss)
  const t = useT()
  return (
    <>
      <p className="ficha-money-note">
        {multiple > 0 ? t('rewards.wageringRule', { multiple }) : t('rewards.wageringFree')}
      </p>
      {status && status.required > 0 ? (
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
      ) : null}
    </>
  )
}
