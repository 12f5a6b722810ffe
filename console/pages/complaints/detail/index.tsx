import { $location, queryParam } from '@console/app/location'
import { NoPermission } from '@console/app/NoPermission'
import { useOperatorDateTime } from '@console/app/operator-time'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { ComplaintCase } from '@src/contract/complaints'
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_PERMISSIONS,
  type ComplaintOutcome,
} from '@src/contract/complaints-values'
import { ComplaintForm } from '@src/features/complaints/ComplaintForm'
import { ComplaintThread } from '@src/features/complaints/ComplaintThread'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { FormError } from '@src/features/money/FormError'
import { MemoField } from '@src/features/money/MemoField'
import { moneyCss } from '@src/features/money/money.styles'
import { Segments } from '@src/features/money/Segments'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { useStyles } from '@src/ui/styles'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { type ReactNode, useCallback, useState } from 'react'
import { ComplaintFacts } from '../ComplaintFacts'

/** A note and a button: the escalation's reason, the final answer. */
function NoteAction({
  label,
  action,
  send,
  children,
}: {
  label: string
  action: string
  send: (text: string) => Promise<unknown>
  children?: ReactNode
}) {
  const t = useT()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    if (!text.trim()) {
      setError(t('code.1911'))
      return
    }
    setError(null)
    await send(text.trim())
  }
  return (
    <section className="ficha-money-card">
      {children}
      <MemoField label={label} value={text} onChange={setText} maxLength={4000} />
      <FormError message={error} />
      <Button block variant="secondary" onClick={submit}>
        {action}
      </Button>
    </section>
  )
}

function CaseView({ data, reload }: { data: ComplaintCase; reload: () => void }) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  const { permissions } = useStore($storageData)
  const may = (permission: string) => grantsPermission(permissions, permission)
  const [outcome, setOutcome] = useState<ComplaintOutcome>('resolved')
  const { complaint } = data
  const open = complaint.status !== 'closed'
  const done = (message: string) => {
    feedback.toast(message)
    reload()
  }
  const take = async () => {
    await api.post('admin/complaint_assign', { id: complaint.id })
    done(t('adminComplaints.taken'))
  }
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <dl className="ficha-summary">
          <Fact label={t('complaints.protocolLabel')}>
            <strong data-testid="complaint-protocol">{complaint.protocol}</strong>
          </Fact>
          <Fact label={t('complaints.category')}>{t(`complaints.categories.${complaint.category}`)}</Fact>
          <ComplaintFacts complaint={complaint} />
        </dl>
        {open && may(COMPLAINT_PERMISSIONS.answer) ? (
          <div className="ficha-money-actions">
            <Button onClick={take}>{t('adminComplaints.take')}</Button>
          </div>
        ) : null}
      </section>
      <ComplaintThread
        messages={data.messages}
        dateTime={dateTime}
        writer={(message) =>
          message.operator
            ? t('adminComplaints.operatorWrote', { phone: formatPhoneWithCountry(message.operator.phone) })
            : t(`complaints.author.${message.author}`)
        }
      />
      {open && may(COMPLAINT_PERMISSIONS.answer) ? (
        <section className="ficha-money-card">
          <ComplaintForm
            api={api}
            label={t('adminComplaints.answer')}
            submit={t('adminComplaints.answerSend')}
            send={async (text, attachments) => {
              await api.post('admin/complaint_reply', { id: complaint.id, text, attachments })
              done(t('adminComplaints.answered'))
            }}
          />
        </section>
      ) : null}
      {open && complaint.level === 'sac' && may(COMPLAINT_PERMISSIONS.escalate) ? (
        <NoteAction
          label={t('adminComplaints.escalateReason')}
          action={t('adminComplaints.escalate')}
          send={async (reason) => {
            await api.post('admin/complaint_escalate', { id: complaint.id, reason })
            done(t('adminComplaints.escalated'))
          }}
        />
      ) : null}
      {open && may(COMPLAINT_PERMISSIONS.answer) ? (
        <NoteAction
          label={t('adminComplaints.resolution')}
          action={t('adminComplaints.close')}
          send={async (resolution) => {
            await api.post('admin/complaint_close', { id: complaint.id, outcome, resolution })
            done(t('adminComplaints.closed'))
          }}
        >
          <Segments
            legend={t('complaints.outcomeLabel')}
            name={`outcome-${complaint.id}`}
            value={outcome}
            onChange={setOutcome}
            options={COMPLAINT_OUTCOMES.map((value) => ({ value, label: t(`complaints.outcome.${value}`) }))}
          />
        </NoteAction>
      ) : null}
    </div>
  )
}

/** /console/complaints/detail?id=<complaint>: the thread, the clock, and the operator's actions on it. */
export default function AdminComplaintDetailPage() {
  useStyles(moneyCss)
  const { permissions } = useStore($storageData)
  useStore($location)
  const id = Number(queryParam('id')) || 0
  const load = useCallback<LoadResource<ComplaintCase>>(
    (signal) => api.post('admin/complaint', { id }, { signal }),
    [id],
  )
  const resource = useResource(load)
  if (!grantsPermission(permissions, COMPLAINT_PERMISSIONS.view)) return <NoPermission />
  return (
    <Loadable resource={resource}>{(data) => <CaseView data={data} reload={resource.reload} />}</Loadable>
  )
}
