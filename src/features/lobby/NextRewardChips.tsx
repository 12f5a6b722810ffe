import { useEffect, useState } from 'react'
import type { NextRewards } from '../../contract/lobby'
import { useT } from '../../i18n/react'
import { Icon, type IconName } from '../../ui/icons'
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

/** One reward's chip: when it is next paid; a tap opens its page. Nothing while its promotion is off. */
function RewardChip({
  at,
  now,
  icon,
  text,
  onOpen,
}: {
  at: string | null
  now: number
  icon: IconName
  text: 'lobby.nextRebate' | 'lobby.nextSalary'
  onOpen: () => void
}) {
  const t = useT()
  if (!at) return null
  return (
    <button type="button" className="ficha-reward-chip" onClick={onOpen}>
      <Icon name={icon} />
      {t(text, { time: timeUntil(at, now, t) })}
    </button>
  )
}

/** When the next rebate and partner salary arrive (each only while its promotion is on). */
export function NextRewardChips({ next, onOpenRebate, onOpenSalary }: NextRewardChipsProps) {
  useStyles(lobbyCss)
  const now = useMinuteClock()
  if (!next.rebate && !next.salary) return null
  return (
    <div className="ficha-reward-chips">
      <RewardChip at={next.rebate} now={now} icon="clock" text="lobby.nextRebate" onOpen={onOpenRebate} />
      <RewardChip at={next.salary} now={now} icon="coins" text="lobby.nextSalary" onOpen={onOpenSalary} />
    </div>
  )
}
