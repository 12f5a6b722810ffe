import { ConsoleLink } from '@console/app/ConsoleLink'
import { useOperatorDateTime } from '@console/app/operator-time'
import { playerHref } from '@console/app/player-format'
import type { QueuedComplaint } from '@src/contract/complaints'
import { useT } from '@src/i18n/react'
import type { Translate } from '@src/i18n/translator'
import { Fact } from '@src/ui/Fact'
import { formatPhoneWithCountry } from '@src/validation/phone'

/** The time to the 10-day mark, or past it, in days and hours ('3 d 4 h left', '1 d 2 h overdue'). */
const clockText = (t: Translate, secondsLeft: number, overdue: boolean): string => {
  const hours = Math.floor(Math.abs(secondsLeft) / 3600)
  const params = { days: Math.floor(hours / 24), hours: hours % 24 }
  return t(overdue ? 'adminComplaints.overdue' : 'adminComplaints.left', params)
}

/**
 * What the queue's card and the complaint's page both show of a complaint: its player, state, who answers it,
 * when it was opened and is due, and the clock (the outcome once closed).
 */
export function ComplaintFacts({ complaint }: { complaint: QueuedComplaint }) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  return (
    <>
      <Fact label={t('adminComplaints.player')}>
        <ConsoleLink to={playerHref(complaint.player.id)}>
          #{complaint.player.id} · {formatPhoneWithCountry(complaint.player.phone)}
        </ConsoleLink>
      </Fact>
      <Fact label={t('complaints.statusLabel')}>
        <span data-testid="complaint-status">{t(`adminComplaints.status.${complaint.status}`)}</span>
        {complaint.level === 'ouvidoria' ? ` · ${t('complaints.ouvidoria')}` : ''}
      </Fact>
      <Fact label={t('adminComplaints.assignee')}>
        {complaint.assignee
          ? formatPhoneWithCountry(complaint.assignee.phone)
          : t('adminComplaints.noAssignee')}
      </Fact>
      <Fact label={t('adminComplaints.openedAt')}>{dateTime(complaint.createdAt)}</Fact>
      <Fact label={t('complaints.dueBy')}>{dateTime(complaint.dueAt)}</Fact>
      {complaint.status === 'closed' ? (
        <Fact label={t('complaints.outcomeLabel')}>
          {complaint.outcome ? t(`complaints.outcome.${complaint.outcome}`) : '—'} ·{' '}
          {dateTime(complaint.closedAt)}
        </Fact>
      ) : (
        <Fact label={t('adminComplaints.clock')}>
          <strong className={complaint.overdue ? 'ficha-money-error' : undefined}>
            {clockText(t, complaint.secondsLeft, complaint.overdue)}
          </strong>
        </Fact>
      )}
    </>
  )
}
