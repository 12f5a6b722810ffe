import { api } from '@portal/app/services'
import { PagedRows } from '@src/features/game-grid/PagedRows'
import { usePagedList } from '@src/features/game-grid/use-paged-list'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { useT } from '@src/i18n/react'
import { formatBRL, formatSignedBRL } from '@src/money'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback } from 'react'

/**
 * /pages/mine/account/balance_history: the corrections the operator applied to the player's balances, newest
 * first, each with its reason in the player's language, the balance it changed and that balance after it.
 */
export default function BalanceHistoryPage() {
  useStyles(moneyCss)
  const t = useT()
  const dateTime = useDateTime()
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      api.post('index/balance_history', { page, limit: 20 }, { silent: true, signal }),
    [],
  )
  const list = usePagedList(load)
  return (
    <PagedRows
      list={list}
      empty={<EmptyState icon="list" title={t('correction.empty')} text={t('correction.emptyText')} />}
      row={(entry) => (
        <li key={entry.id} className="ficha-row-card" data-testid="balance-entry">
          <div className="ficha-row-card__head">
            <span>{entry.label}</span>
            <span className="ficha-row-card__amount">{formatSignedBRL(entry.amount)}</span>
          </div>
          <dl className="ficha-summary">
            <Fact label={t('correction.balance')}>{t(`correction.account.${entry.account}`)}</Fact>
            <Fact label={t('correction.balanceAfter')}>{formatBRL(entry.balanceAfter)}</Fact>
            <Fact label={t('correction.at')}>{dateTime(entry.at)}</Fact>
          </dl>
        </li>
      )}
    />
  )
}
