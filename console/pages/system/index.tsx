import { CardPage } from '@console/app/CardPage'
import { ConsoleTable } from '@console/app/ConsoleTable'
import { useOperatorDateTime } from '@console/app/operator-time'
import { api } from '@console/app/services'
import { consoleTableCss } from '@console/app/table.styles'
import { type JobStatusList, SYSTEM_PERMISSIONS } from '@src/contract/jobs'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { useCallback, useEffect, useState } from 'react'

function Jobs() {
  useStyles(consoleTableCss)
  const t = useT()
  const dateTime = useOperatorDateTime()
  const [data, setData] = useState<JobStatusList | null>(null)
  const load = useCallback(async (signal?: AbortSignal) => {
    const answer = await api.post('admin/jobs', undefined, { silent: true, signal }).catch(() => null)
    if (answer) setData(answer)
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])
  const at = (iso: string | null) => (iso ? dateTime(iso) : '—')
  return (
    <>
      <p className="ficha-console-note">{t('console.system.intro', { seconds: data?.leaseSeconds ?? 15 })}</p>
      <ConsoleTable
        headings={[
          t('console.system.job'),
          t('console.system.state'),
          t('console.system.runner'),
          t('console.system.heartbeat'),
          t('console.system.lastSuccess'),
          t('console.system.runs'),
          t('console.system.takeovers'),
          t('console.system.overlaps'),
        ]}
      >
        {data?.list.map((job) => (
          <tr key={job.job} data-testid="job-row">
            <td>{job.job}</td>
            <td>{t(`console.system.states.${job.state}`)}</td>
            <td>{job.holder ? `${job.holder.host} · ${job.holder.pid}` : '—'}</td>
            <td>{at(job.heartbeatAt)}</td>
            <td>{at(job.lastSuccessAt)}</td>
            <td>{job.runs}</td>
            <td>{Math.max(job.term - 1, 0)}</td>
            <td>{job.overlaps}</td>
          </tr>
        ))}
      </ConsoleTable>
      <div className="ficha-console-actions">
        <Button variant="secondary" onClick={() => load()}>
          {t('console.system.refresh')}
        </Button>
      </div>
    </>
  )
}

/**
 * /console/system: which process, on which host, runs each periodic job (their leases in the database), when
 * it last renewed and last succeeded; a job no process holds is the one to look at.
 */
export default function SystemPage() {
  const t = useT()
  return (
    <CardPage permission={SYSTEM_PERMISSIONS.view}>
      <h2>{t('console.system.title')}</h2>
      <Jobs />
    </CardPage>
  )
}
