import { MenuList } from '@portal/app/MenuList'
import { navigateTo } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import { COMPLAINT_CATEGORIES, type ComplaintCategory, type ComplaintList } from '@src/contract/complaints'
import { ComplaintForm } from '@src/features/complaints/ComplaintForm'
import { complaintsCss } from '@src/features/complaints/complaints.styles'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { useT } from '@src/i18n/react'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useId, useState } from 'react'

const loadComplaints: LoadResource<ComplaintList> = (signal) =>
  api.post('index/complaints', undefined, { silent: true, signal })

/** The subject of a new complaint: a native list, the phone's own picker. */
function CategoryField({
  value,
  onChange,
}: {
  value: ComplaintCategory
  onChange: (value: ComplaintCategory) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="ficha-field">
      <label className="ficha-field__label" htmlFor={id}>
        {t('complaints.category')}
      </label>
      <select
        id={id}
        className="ficha-complaint-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as ComplaintCategory)}
      >
        {COMPLAINT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`complaints.categories.${category}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * /pages/mine/complaints/index: the SAC. A new complaint (subject, words, images) answered with its protocol
 * number and the date of its answer, and the player's complaints, each opening its thread.
 */
export default function ComplaintsPage() {
  useStyles(moneyCss)
  useStyles(complaintsCss)
  const t = useT()
  const dateTime = useDateTime()
  const [category, setCategory] = useState<ComplaintCategory>('deposit')
  const complaints = useResource(loadComplaints)
  const send = async (text: string, attachments: string[]) => {
    const opened = await api.post('index/complaint_open', { category, text, attachments })
    feedback.toast(t('complaints.sent', { protocol: opened.protocol, date: dateTime(opened.dueAt) }))
    navigateTo(`/pages/mine/complaints/detail?id=${opened.id}`)
  }
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <h2 className="ficha-money-card__title">{t('complaints.new')}</h2>
        <p className="ficha-money-note">{t('complaints.intro')}</p>
        <ComplaintForm api={api} label={t('complaints.text')} submit={t('complaints.send')} send={send}>
          <CategoryField value={category} onChange={setCategory} />
        </ComplaintForm>
      </section>
      <Loadable
        resource={complaints}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="inbox" title={t('complaints.empty')} text={t('complaints.emptyText')} />}
      >
        {(list) => (
          <MenuList
            title={t('complaints.mine')}
            items={list.map((complaint) => ({
              key: String(complaint.id),
              label: `${complaint.protocol} · ${t(`complaints.categories.${complaint.category}`)}`,
              value: t(`complaints.status.${complaint.status}`),
              icon: 'list' as const,
              onSelect: () => navigateTo(`/pages/mine/complaints/detail?id=${complaint.id}`),
            }))}
          />
        )}
      </Loadable>
      <p className="ficha-money-note">{t('complaints.consumidor')}</p>
    </div>
  )
}
