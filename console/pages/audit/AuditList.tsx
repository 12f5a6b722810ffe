import { ConsoleTable, TablePager } from '@console/app/ConsoleTable'
import { useOperatorDateTime } from '@console/app/operator-time'
import { pageCount } from '@console/app/paging'
import { api } from '@console/app/services'
import { consoleTableCss } from '@console/app/table.styles'
import type { AuditLogBody, AuditLogPage, ChainStatus } from '@src/contract/corrections'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { useEffect, useState } from 'react'

const PAGE_SIZE = 50
const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

/** The chain re-computed by the server (admin/audit_chain): intact with its rows, or the first broken row. */
export function ChainBanner() {
  const t = useT()
  const [status, setStatus] = useState<ChainStatus | null>(null)
  useEffect(() => {
    api
      .post('admin/audit_chain', undefined)
      .then(setStatus)
      .catch(() => undefined)
  }, [])
  if (!status) return null
  return (
    <p
      className={`ficha-console-status ${status.intact ? 'ficha-console-status--ok' : 'ficha-console-status--bad'}`}
      role="status"
      data-testid="chain-status"
    >
      {status.intact
        ? t('console.audit.intact', { rows: status.rows })
        : t('console.audit.broken', { id: status.brokenId ?? 0 })}
    </p>
  )
}

type Filters = Omit<AuditLogBody, 'page' | 'limit'>

function FilterForm({ onApply }: { onApply: (filters: Filters) => void }) {
  const t = useT()
  const [actor, setActor] = useState('')
  const [action, setAction] = useState('')
  const [target, setTarget] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const apply = () =>
    onApply({
      ...(Number(actor) > 0 ? { actorId: Number(actor) } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
      ...(target.trim() ? { target: target.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    })
  return (
    <div className="ficha-console-form">
      <TextField label={t('console.audit.actor')} value={actor} onChange={setActor} inputMode="numeric" />
      <TextField label={t('console.audit.action')} value={action} onChange={setAction} />
      <TextField label={t('console.audit.target')} value={target} onChange={setTarget} />
      <TextField label={t('console.audit.from')} value={from} onChange={setFrom} type="date" />
      <TextField label={t('console.audit.to')} value={to} onChange={setTo} type="date" />
      <div className="ficha-console-actions">
        <Button onClick={apply}>{t('console.audit.filter')}</Button>
      </div>
    </div>
  )
}

/** The log, newest first, a page at a time; `fixed` filters always apply (the per-target view's target). */
export function AuditList({ fixed = {}, filterable }: { fixed?: Filters; filterable: boolean }) {
  useStyles(consoleTableCss)
  const t = useT()
  const dateTime = useOperatorDateTime()
  const [filters, setFilters] = useState<Filters>({})
  const [page, setPage] = useState(1)
  const [data, setData] = useState<AuditLogPage | null>(null)
  const fixedKey = JSON.stringify(fixed)
  useEffect(() => {
    const controller = new AbortController()
    api
      .post(
        'admin/audit_log',
        { ...filters, ...(JSON.parse(fixedKey) as Filters), page, limit: PAGE_SIZE },
        { signal: controller.signal },
      )
      .then(setData)
      .catch(() => undefined)
    return () => controller.abort()
  }, [filters, fixedKey, page])
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1
  return (
    <>
      {filterable ? (
        <FilterForm
          onApply={(next) => {
            setFilters(next)
            setPage(1)
          }}
        />
      ) : null}
      <ConsoleTable
        headings={[
          '#',
          t('console.audit.at'),
          t('console.audit.actor'),
          t('console.audit.action'),
          t('console.audit.target'),
          t('console.audit.change'),
          t('console.audit.reason'),
          t('console.audit.ip'),
        ]}
      >
        {data?.list.map((row) => (
          <tr key={row.id} data-testid="audit-row">
            <td title={row.hash}>{row.id}</td>
            <td>{dateTime(row.at)}</td>
            <td>
              {row.actor
                ? `${row.actor.id} · ${formatPhoneWithCountry(row.actor.phone)}`
                : t('console.audit.system')}
            </td>
            <td>{row.action}</td>
            <td>
              <a href={`/console/audit/target?target=${encodeURIComponent(row.target)}`}>{row.target}</a>
            </td>
            <td className="ficha-console-json">
              {row.before !== null ? <div className="ficha-console-note">{compact(row.before)}</div> : null}
              <div>{compact(row.after)}</div>
            </td>
            <td>{row.reason ?? ''}</td>
            <td>{row.ip ?? ''}</td>
          </tr>
        ))}
      </ConsoleTable>
      {data && data.list.length === 0 ? (
        <p className="ficha-console-note">{t('console.audit.empty')}</p>
      ) : null}
      <TablePager page={page} pages={pages} onPage={setPage} />
    </>
  )
}
