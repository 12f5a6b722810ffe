import { NoPermission } from '@console/app/NoPermission'
import { useOperatorDateTime } from '@console/app/operator-time'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { RegulatorDay, RegulatorFilePart } from '@src/contract/regulator'
import { REGULATOR_FILE_KINDS, REGULATOR_PERMISSIONS } from '@src/contract/regulator-values'
import { useFormatCount, useFormatDay } from '@src/features/content/format-date'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData, $token } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { useCallback, useEffect, useState } from 'react'
import { regulatorCss } from './regulator.styles'

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; days: RegulatorDay[] }
type SortKey = 'day' | 'status'

/** Saves one part: fetched with the token header (a link cannot send it), saved under the layout's name. */
const download = async (day: string, part: RegulatorFilePart) => {
  const query = new URLSearchParams({ day, kind: part.kind, part: String(part.part) })
  const response = await fetch(`/api/admin/regulator_file?${query}`, { headers: { token: $token.get() } })
  if (!response.ok) throw new Error(String(response.status))
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name ?? `${part.kind}-${day}-${part.part}.xml`
  link.click()
  URL.revokeObjectURL(url)
}

function Flag({ status }: { status: string }) {
  const t = useT()
  return <span className={`flag flag--${status}`}>{t(`console.regulator.status.${status}`)}</span>
}

function Parts({ day }: { day: RegulatorDay }) {
  const t = useT()
  const count = useFormatCount()
  if (day.parts.length === 0) return <p className="error">{day.error ?? t('console.regulator.noParts')}</p>
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t('console.regulator.kind')}</th>
          <th scope="col">{t('console.regulator.part')}</th>
          <th scope="col">{t('console.regulator.statusColumn')}</th>
          <th scope="col">{t('console.regulator.records')}</th>
          <th scope="col">{t('console.regulator.totals')}</th>
          <th scope="col">SHA-256</th>
          <th scope="col">
            <span className="visually-hidden">{t('console.regulator.download')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {day.parts.map((part) => (
          <tr key={`${part.kind}-${part.part}`} data-testid="regulator-part">
            <td>{t(`console.regulator.kinds.${part.kind}`)}</td>
            <td className="num">{part.part}</td>
            <td>
              <Flag status={part.status} />
              {part.error ? <div className="error">{part.error}</div> : null}
            </td>
            <td className="num">{count(part.records)}</td>
            <td>
              {Object.entries(part.totals)
                .map(([name, value]) => `${t(`console.regulator.total.${name}`)} ${formatBRL(value)}`)
                .join(' · ')}
            </td>
            <td>
              <code>{part.sha256}</code>
            </td>
            <td>
              {part.status !== 'building' ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    download(day.day, part).catch(() => feedback.toast(t('console.regulator.downloadFailed')))
                  }
                >
                  {t('console.regulator.download')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Rebuild({ day, onDone }: { day: string; onDone: () => void }) {
  const t = useT()
  const formatDay = useFormatDay()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const rebuild = async () => {
    if (reason.trim().length < 3) {
      setError(t('console.regulator.reasonRequired'))
      return
    }
    const done = await api.post('admin/regulator_rebuild', { day, reason: reason.trim() }).catch(() => null)
    if (!done) return
    feedback.toast(
      t('console.regulator.rebuilt', {
        day: formatDay(day),
        status: t(`console.regulator.status.${done.status}`),
      }),
    )
    onDone()
  }
  return (
    <div className="console-regulator__bar" data-testid="regulator-rebuild">
      <TextField
        label={t('console.regulator.reason')}
        value={reason}
        onChange={setReason}
        maxLength={500}
        error={error ?? undefined}
      />
      <Button onClick={rebuild}>{t('console.regulator.rebuild')}</Button>
    </div>
  )
}

function DayRows({
  day,
  canRebuild,
  onChanged,
}: {
  day: RegulatorDay
  canRebuild: boolean
  onChanged: () => void
}) {
  const t = useT()
  const dateTime = useOperatorDateTime()
  const count = useFormatCount()
  // The São Paulo day as the operator's language writes it (28/11/2026); its files keep 20261128.
  const formatDay = useFormatDay()
  const [open, setOpen] = useState(day.status === 'failed')
  const [rebuilding, setRebuilding] = useState(false)
  const records = (kind: string) =>
    day.parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + part.records, 0)
  return (
    <>
      <tr data-testid="regulator-day">
        <th scope="row">{formatDay(day.day)}</th>
        <td>
          <Flag status={day.status} /> {day.late ? <Flag status="late" /> : null}
        </td>
        <td>{dateTime(day.deadline)}</td>
        <td>{day.builtAt ? dateTime(day.builtAt) : '—'}</td>
        {REGULATOR_FILE_KINDS.map((kind) => (
          <td key={kind} className="num">
            {day.parts.length ? count(records(kind)) : '—'}
          </td>
        ))}
        <td className="actions">
          <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {t('console.regulator.parts', { count: day.parts.length })}
          </Button>
          {canRebuild && day.status !== 'building' ? (
            <Button
              variant="ghost"
              aria-expanded={rebuilding}
              onClick={() => setRebuilding((value) => !value)}
            >
              {t('console.regulator.rebuild')}
            </Button>
          ) : null}
        </td>
      </tr>
      {open || rebuilding ? (
        <tr className="parts">
          <td colSpan={8}>
            {rebuilding ? (
              <Rebuild
                day={day.day}
                onDone={() => {
                  setRebuilding(false)
                  onChanged()
                }}
              />
            ) : null}
            {open ? <Parts day={day} /> : null}
          </td>
        </tr>
      ) : null}
    </>
  )
}

/**
 * /console/regulator: the regulator's daily files (SIGAP) by São Paulo day: each day's status, deadline
 * (06:00 of the next day) and whether it is late or failed, its parts with their hashes, totals and the
 * validator's message, a download per part and a rebuild with a reason. Shown to permitted accounts only; the
 * server checks every call.
 */
export default function RegulatorPage() {
  useStyles(regulatorCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [onlyProblems, setOnlyProblems] = useState(false)
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'day', ascending: false })
  const reload = useCallback(() => {
    setLoaded({ status: 'loading' })
    api
      .post('admin/regulator_files', {}, { silent: true })
      .then((data) => setLoaded({ status: 'ready', days: data.days }))
      .catch((error: unknown) =>
        setLoaded({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
      )
  }, [])
  useEffect(() => {
    reload()
  }, [reload])
  if (!grantsPermission(permissions, REGULATOR_PERMISSIONS.view)) return <NoPermission />
  if (loaded.status === 'loading') return <SkeletonList />
  if (loaded.status === 'error') return <ErrorState text={loaded.error} onRetry={reload} />
  const canRebuild = grantsPermission(permissions, REGULATOR_PERMISSIONS.rebuild)
  const shown = loaded.days
    .filter((day) => !onlyProblems || day.late || day.status !== 'ready')
    .sort((a, b) => {
      const order = sort.key === 'day' ? a.day.localeCompare(b.day) : a.status.localeCompare(b.status)
      return sort.ascending ? order : -order
    })
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, ascending: current.key === key ? !current.ascending : true }))
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : undefined
  return (
    <div className="console-regulator">
      <p className="console-regulator__intro">{t('console.regulator.intro')}</p>
      <div className="console-regulator__bar">
        <label>
          <span>
            <input
              type="checkbox"
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.target.checked)}
            />{' '}
            {t('console.regulator.onlyProblems')}
          </span>
        </label>
        <Button variant="secondary" onClick={reload}>
          {t('console.regulator.refresh')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon="check"
          title={t('console.regulator.empty')}
          text={t('console.regulator.emptyText')}
        />
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('day')}>
                <button type="button" onClick={() => sortBy('day')}>
                  {t('console.regulator.day')}
                </button>
              </th>
              <th scope="col" aria-sort={ariaSort('status')}>
                <button type="button" onClick={() => sortBy('status')}>
                  {t('console.regulator.statusColumn')}
                </button>
              </th>
              <th scope="col">{t('console.regulator.deadline')}</th>
              <th scope="col">{t('console.regulator.builtAt')}</th>
              {REGULATOR_FILE_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {t(`console.regulator.kinds.${kind}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('console.regulator.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((day) => (
              <DayRows key={day.day} day={day} canRebuild={canRebuild} onChanged={reload} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
