import { useEffect, useState } from 'react'
import type { NextRewards } from '../../contract/lobby'
import { useT } from '../../i18n/react'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { lobbyCss } from './lobby.styles'
import { timeUntil } from './next-rewards'

const MINUTE = 60_000

/** The clock, moved on every minute while shown. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return now
}

export interface NextRewardChipsProps {
  next: NextRewards
  onOpenRebate: () => void
  onOpenSalary: () => void
}

/** When the next rebate and partner salary arrive (each only while its promotion is on). */
export function NextRewardChips({ next, onOpenRebate, onOpenSalary }: NextRewardChipsProps) {
  useStyles(lobbyCss)
  const t = useT()
  const now = useMinuteClock()
  if (!next.rebate && !next.salary) return null
  return (
    <div className="ficha-reward-chips">
      {next.rebate ? (
        <button type="button" className="ficha-reward-chip" onClick={onOpenRebate}>
          <Icon name="clock" />
          {t('lobby.nextRebate', { time: timeUntil(next.rebate, now, t) })}
        </button>
      ) : null}
      {next.salary ? (
        <button type="button" className="ficha-reward-chip" onClick={onOpenSalary}>
          <Icon name="coins" />
          {t('lobby.nextSalary', { time: timeUntil(next.salary, now, t) })}
        </button>
      ) : null}
    </div>
  )
}
