import { useStore } from '@nanostores/react'
import type { OpenAlert, OpenAlerts } from '@src/contract/alerts'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { useEffect, useState } from 'react'
import { api } from './services'

/** The open alerts are read again this often while a page stays open (the jobs look every minute or five). */
const READ_EVERY_MS = 60_000

/** An alert names this many accounts or withdrawals; the rest are counted. */
const NAMED = 5

function AlertText({ alert }: { alert: OpenAlert }) {
  const t = useT()
  if (alert.kind === 'ledgerDifference') {
    const { accounts, accountCount, ledgerTotal, difference } = alert.details
    return (
      <>
        <strong>
          {t('console.alerts.ledger', { count: accountCount, difference: formatBRL(difference) })}
        </strong>
        {ledgerTotal !== 0 ? (
          <span> {t('console.alerts.ledgerTotal', { total: formatBRL(ledgerTotal) })}</span>
        ) : null}
        <ul>
          {accounts.slice(0, NAMED).map((account) => (
            <li key={account.accountId}>
              {t(account.userId === null ? 'console.alerts.houseAccount' : 'console.alerts.playerAccount', {
                id: account.accountId,
                kind: account.kind,
                player: account.userId ?? '',
                balance: formatBRL(account.balance),
                entries: formatBRL(account.entries),
              })}
            </li>
          ))}
        </ul>
        {accountCount > NAMED ? (
          <small>{t('console.alerts.more', { count: accountCount - NAMED })}</small>
        ) : null}
      </>
    )
  }
  if (alert.kind === 'complaintOverdue') {
    const { complaints, count } = alert.details
    return (
      <>
        <strong>{t('console.alerts.complaints', { count })}</strong>
        <ul>
          {complaints.slice(0, NAMED).map((late) => (
            <li key={late.id}>
              {t('console.alerts.complaint', {
                protocol: late.protocol,
                player: late.userId,
                hours: late.hoursLate,
              })}
            </li>
          ))}
        </ul>
        {count > NAMED ? <small>{t('console.alerts.more', { count: count - NAMED })}</small> : null}
      </>
    )
  }
  const { withdrawals, count } = alert.details
  return (
    <>
      <strong>{t('console.alerts.payouts', { count })}</strong>
      <ul>
        {withdrawals.slice(0, NAMED).map((late) => (
          <li key={late.orderId}>
            {t('console.alerts.withdrawal', {
              id: late.orderId,
              player: late.userId,
              amount: formatBRL(late.amount),
              minutes: late.minutes,
            })}
          </li>
        ))}
      </ul>
      {count > NAMED ? <small>{t('console.alerts.more', { count: count - NAMED })}</small> : null}
    </>
  )
}

/**
 * The open alerts (admin/alerts) above every page, for the operators who see the money queues: read at each
 * page and every minute; nothing shows while there is none.
 */
export function AlertBanner({ path }: { path: string }) {
  const { permissions } = useStore($storageData)
  const allowed = grantsPermission(permissions, MONEY_PERMISSIONS.listOrders)
  const [alerts, setAlerts] = useState<OpenAlerts>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page reads them again
  useEffect(() => {
    if (!allowed) return
    const controller = new AbortController()
    const read = () =>
      api
        .post('admin/alerts', undefined, { silent: true, signal: controller.signal })
        .then(setAlerts)
        .catch(() => undefined)
    read()
    const timer = setInterval(read, READ_EVERY_MS)
    return () => {
      clearInterval(timer)
      controller.abort()
    }
  }, [allowed, path])
  if (!allowed || alerts.length === 0) return null
  return (
    <div className="console-alerts" role="alert" data-testid="console-alerts">
      {alerts.map((alert) => (
        <section key={alert.kind} className="console-alert" data-kind={alert.kind}>
          <AlertText alert={alert} />
        </section>
      ))}
    </div>
  )
}
