import type { RaceBoard } from '../../contract/race'
import { useT } from '../../i18n/react'
import { formatHundredths } from '../../money'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { raceTime, useSecondClock } from '../bets-ticker/RaceTicker'
import { raceCss } from './race.styles'

export interface RaceCardProps {
  race: RaceBoard
  onOpen: () => void
}

/** The featured race in one line (lobby): its name, who leads with what score, the time left; opens the race page. */
export function RaceCard({ race, onOpen }: RaceCardProps) {
  useStyles(raceCss)
  const t = useT()
  const now = useSecondClock()
  const leader = race.top[0]
  return (
    <button type="button" className="ficha-race-card" onClick={onOpen}>
      <Icon name="trophy" size={28} />
      <span className="ficha-race-card__text">
        <span className="ficha-race-card__title">{race.name}</span>
        <span className="ficha-race-card__line">
          {leader
            ? t('race.leader', { name: leader.username, score: formatHundredths(leader.score) })
            : t('race.noScores')}
        </span>
        <span className="ficha-race-card__line">{raceTime(t, race, now)}</span>
      </span>
      <span className="ficha-race-card__action">{t('race.open')}</span>
    </button>
  )
}
