import { CardList } from '@console/app/CardList'
import { ConsoleLink } from '@console/app/ConsoleLink'
import { NoPermission } from '@console/app/NoPermission'
import { spDay } from '@console/app/operator-time'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import { downloadFile } from '@src/api/download'
import type { QueuedComplaint } from '@src/contract/complaints'
import { COMPLAINT_PERMISSIONS } from '@src/contract/complaints-values'
import { FilterTabs } from '@src/features/money/FilterTabs'
import { moneyCss } from '@src/features/money/money.styles'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { useCallback, useState } from 'react'
import { ComplaintFacts } from './ComplaintFacts'

const PAGE_SIZE = 20
const FILTERS = ['pending', 'ouvidoria', 'closed'] as const
type Filter = (typeof FILTERS)[number]

function ComplaintCard({ complaint }: { complaint: QueuedComplaint }) {
  const t = useT()
  return (
    <li className="ficha-row-card" data-testid="complaint" data-overdue={complaint.overdue}>
      <div className="ficha-row-card__head">
        <ConsoleLink to={`/console/complaints/detail?id=${complaint.id}`}>
          <span className="ficha-row-card__amount">{complaint.protocol}</span>
        </ConsoleLink>
        <span>{t(`complaints.categories.${complaint.category}`)}</span>
      </div>
      <dl className="ficha-summary">
        <ComplaintFacts complaint={complaint} />
      </dl>
    </li>
  )
}

function Queue({ filter, protocol }: { filter: Filter; protocol: string }) {
  const t = useT()
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      api.post(
        'admin/complaints',
        protocol
          ? { protocol, page, limit: PAGE_SIZE }
          : filter === 'ouvidoria'
            ? { status: 'pending', level: 'ouvidoria', page, limit: PAGE_SIZE }
            : { status: filter, page, limit: PAGE_SIZE },
        { silent: true, signal },
      ),
    [filter, protocol],
  )
  return (
    <CardList load={load} empty={{ title: t('adminComplaints.empty'), text: t('adminComplaints.emptyText') }}>
      {(complaint: QueuedComplaint) => <ComplaintCard key={complaint.id} complaint={complaint} />}
    </CardList>
  )
}

/** The CSV of the complaints opened over a range, in consumidor.gov.br's fields. */
function Export() {
  const t = useT()
  const [from, setFrom] = useState(() => spDay(30))
  const [to, setTo] = useState(() => spDay(0))
  const exportCsv = async () => {
    try {
      await downloadFile('admin/complaint_export', { from, to }, 'complaints.csv')
    } catch (error) {
      feedback.toast((error as Error).message)
    }
  }
  return (
    <section className="ficha-money-card">
      <h2 className="ficha-money-card__title">{t('adminComplaints.export')}</h2>
      <p className="ficha-money-note">{t('adminComplaints.exportNote')}</p>
      <div className="ficha-money-actions">
        <TextField label={t('adminComplaints.from')} type="date" value={from} onChange={setFrom} />
        <TextField label={t('adminComplaints.to')} type="date" value={to} onChange={setTo} />
        <Button variant="secondary" onClick={exportCsv}>
          {t('adminComplaints.exportCsv')}
        </Button>
      </div>
    </section>
  )
}

/**
 * /console/complaints: the SAC's and the ouvidoria's queue, nearest 10-day mark first, with the time left
 * or past it; a protocol finds its complaint; the consumidor.gov.br export for those who may.
 */
export default function AdminComplaintsPage() {
  useStyles(moneyCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const [filter, setFilter] = useState<Filter>('pending')
  const [typed, setTyped] = useState('')
  const [protocol, setProtocol] = useState('')
  if (!grantsPermission(permissions, COMPLAINT_PERMISSIONS.view)) return <NoPermission />
  return (
    <div className="ficha-money">
      <section className="ficha-money-card">
        <p>{t('adminComplaints.intro')}</p>
        <form
          className="ficha-money-actions"
          onSubmit={(event) => {
            event.preventDefault()
            setProtocol(typed.trim())
          }}
        >
          <TextField label={t('complaints.protocolLabel')} value={typed} onChange={setTyped} />
          <Button type="submit" variant="secondary">
            {t('adminComplaints.find')}
          </Button>
        </form>
      </section>
      <FilterTabs
        options={FILTERS}
        value={filter}
        onChange={(next) => {
          setFilter(next)
          setProtocol('')
          setTyped('')
        }}
        label={(item) => t(`adminComplaints.filters.${item}`)}
        ariaLabel={t('adminComplaints.filter')}
      />
      <div role="tabpanel">
        <Queue key={`${filter}:${protocol}`} filter={filter} protocol={protocol} />
      </div>
      {grantsPermission(permissions, COMPLAINT_PERMISSIONS.export) ? <Export /> : null}
    </div>
  )
}
