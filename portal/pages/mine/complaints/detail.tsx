import { usePageTitle } from '@portal/app/page-title'
import { useRouteQuery } from '@portal/app/route-query'
import { api, feedback } from '@portal/app/services'
import type { ComplaintThread as Thread } from '@src/contract/complaints'
import { ComplaintForm } from '@src/features/complaints/ComplaintForm'
import { ComplaintThread } from '@src/features/complaints/ComplaintThread'
import { complaintsCss } from '@src/features/complaints/complaints.styles'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { useT } from '@src/i18n/react'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback } from 'react'

function ThreadView({ thread, reload }: { thread: Thread; reload: () => void }) {
  const t = useT()
  const dateTime = useDateTime()
  const { complaint } = thread
  usePageTitle(t('complaints.protocol', { protocol: complaint.protocol }))
  const reply = async (text: string, attachments: string[]) => {
    await api.post('index/complaint_reply', { id: complaint.id, text, attachments })
    feedback.toast(t('complaints.replied'))
    reload()
  }
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <dl className="ficha-summary">
          <Fact label={t('complaints.protocolLabel')}>
            <span className="ficha-complaint-protocol" data-testid="complaint-protocol">
              {complaint.protocol}
            </span>
          </Fact>
          <Fact label={t('complaints.category')}>{t(`complaints.categories.${complaint.category}`)}</Fact>
          <Fact label={t('complaints.statusLabel')}>
            <span data-testid="complaint-status">{t(`complaints.status.${complaint.status}`)}</span>
          </Fact>
          {complaint.level === 'ouvidoria' ? (
            <Fact label={t('complaints.levelLabel')}>{t('complaints.ouvidoria')}</Fact>
          ) : null}
          <Fact label={complaint.closedAt ? t('complaints.closedAt') : t('complaints.dueBy')}>
            {dateTime(complaint.closedAt ?? complaint.dueAt)}
          </Fact>
          {complaint.outcome ? (
            <Fact label={t('complaints.outcomeLabel')}>{t(`complaints.outcome.${complaint.outcome}`)}</Fact>
          ) : null}
        </dl>
      </section>
      <ComplaintThread messages={thread.messages} dateTime={dateTime} />
      {complaint.status === 'closed' ? (
        <p className="ficha-money-note">{t('complaints.consumidor')}</p>
      ) : (
        <section className="ficha-money-card">
          <ComplaintForm
            api={api}
            label={t('complaints.reply')}
            submit={t('complaints.replySend')}
            send={reply}
          />
        </section>
      )}
    </div>
  )
}

/** /pages/mine/complaints/detail?id=<complaint>: one complaint, its answers, and a reply while it is open. */
export default function ComplaintDetailPage() {
  useStyles(moneyCss)
  useStyles(complaintsCss)
  const t = useT()
  const id = Number(useRouteQuery().get('id'))
  const load = useCallback<LoadResource<Thread>>(
    (signal) => api.post('index/complaint', { id }, { signal }),
    [id],
  )
  const thread = useResource(load)
  if (!Number.isInteger(id) || id < 1) return <EmptyState icon="inbox" title={t('complaints.empty')} />
  return (
    <Loadable resource={thread}>{(data) => <ThreadView thread={data} reload={thread.reload} />}</Loadable>
  )
}
