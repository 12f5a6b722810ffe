import { type ReactNode, useCallback, useState } from 'react'
import type { MoneyRecord, OrderStatus, OrderType } from '../../contract/money'
import { ORDER_STATUSES } from '../../contract/money-values'
import type { Paged } from '../../contract/paging'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { Button } from '../../ui/Button'
import { Fact } from '../../ui/Fact'
import { EmptyState } from '../../ui/states'
import { useStyles } from '../../ui/styles'
import { PagedRows } from '../game-grid/PagedRows'
import { usePagedList } from '../game-grid/use-paged-list'
import { FilterTabs } from './FilterTabs'
import { HeldNote } from './HeldNote'
import { moneyCss } from './money.styles'
import { canReopen, statusKey } from './record-state'
import { StatusBadge } from './StatusBadge'
import { useDateTime } from './use-date-time'

/** One page of the player's records of a type, optionally of one status only. */
export type LoadRecords = (
  query: { type: OrderType; status?: OrderStatus; page: number },
  signal: AbortSignal,
) => Promise<Paged<MoneyRecord>>

type Filter = OrderStatus | 'all'
const FILTERS: readonly Filter[] = ['all', ...ORDER_STATUSES]

export interface RecordListProps {
  type: OrderType
  load: LoadRecords
  /** The next step offered when there is nothing to show (top up, withdraw). */
  emptyAction: ReactNode
  /** Opens an unpaid PIX top-up's payment page again, while its code still works. */
  onReopen?: (record: MoneyRecord) => void
  /** Said under a record still waiting (a withdrawal's expected time). */
  pendingNote?: string
}

function Records({
  type,
  status,
  load,
  emptyAction,
  onReopen,
  pendingNote,
}: RecordListProps & { status?: OrderStatus }) {
  const t = useT()
  const dateTime = useDateTime()
  const loadPage = useCallback(
    (page: number, signal: AbortSignal) => load({ type, status, page }, signal),
    [load, type, status],
  )
  const list = usePagedList(loadPage)
  return (
    <PagedRows
      list={list}
      empty={<EmptyState title={t(`money.empty.${type}`)} text={t('money.emptyText')} action={emptyAction} />}
      row={(record) => (
        <li key={record.id} className="ficha-row-card" data-testid="money-record">
          <div className="ficha-row-card__head">
            <span className="ficha-row-card__amount">{formatBRL(record.amount)}</span>
            <StatusBadge status={record.status} type={type} held={record.hold !== null} />
          </div>
          <dl className="ficha-summary">
            <Fact label={t(type === 'recharge' ? 'money.channel' : 'money.account')}>{record.target}</Fact>
            <Fact label={t('money.createdAt')}>{dateTime(record.createdAt)}</Fact>
            {record.auditedAt ? <Fact label={t('money.auditedAt')}>{dateTime(record.auditedAt)}</Fact> : null}
            {record.failureReason ? (
              <Fact label={t('money.reason')} valueClassName="ficha-money-error">
                {/* A provider's refusal in the language the player reads now. */}
                {record.refusal ? t(`money.refusal.${record.refusal}`) : record.failureReason}
              </Fact>
            ) : null}
          </dl>
          {record.status === 'unpaid' && record.hold ? <HeldNote hold={record.hold} /> : null}
          {record.status === 'unpaid' && !record.hold && pendingNote ? (
            <p className="ficha-money-note">{pendingNote}</p>
          ) : null}
          {onReopen && canReopen(record, Date.now()) ? (
            <Button block variant="secondary" onClick={() => onReopen(record)}>
              {t('money.payNow')}
            </Button>
          ) : null}
        </li>
      )}
    />
  )
}

/** Recharge or withdrawal records with filter tabs (all, unpaid, paid, failed), newest first, endless. */
export function RecordList(props: RecordListProps) {
  useStyles(moneyCss)
  const t = useT()
  const [filter, setFilter] = useState<Filter>('all')
  return (
    <div className="ficha-money">
      <FilterTabs
        options={FILTERS}
        value={filter}
        onChange={setFilter}
        label={(item) => t(item === 'all' ? 'common.all' : statusKey(props.type, item))}
        ariaLabel={t('money.filter')}
      />
      <div role="tabpanel">
        <Records {...props} key={filter} status={filter === 'all' ? undefined : filter} />
      </div>
    </div>
  )
}
