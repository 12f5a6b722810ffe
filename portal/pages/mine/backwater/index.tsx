import { HOME_ROUTE } from '@portal/app/gate'
import { switchTab } from '@portal/app/navigation'
import { api } from '@portal/app/services'
import type { RebateRecord } from '@src/contract/rewards'
import { ListEnd } from '@src/features/game-grid/ListEnd'
import { PagedItems } from '@src/features/game-grid/PagedRows'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { moneyCss } from '@src/features/money/money.styles'
import { useFormatDay, useFormatRate } from '@src/features/rewards/format'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'

const load: LoadPage<RebateRecord> = (page, signal) => api.post('index/rebate_list', { page }, { signal })

/** Return-water (/pages/mine/backwater/index): one row per paid day, newest first. */
export default function Backwater() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  const day = useFormatDay()
  const rate = useFormatRate()
  const list = usePagedList(load)
  return (
    <PullToRefresh onRefresh={list.reload}>
      <div className="ficha-rewards">
        <p className="ficha-money-note">{t('rewards.rebate.intro')}</p>
        <PagedItems
          list={list}
          empty={
            <EmptyState
              icon="coins"
              title={t('rewards.rebate.empty')}
              text={t('rewards.rebate.emptyText')}
              action={<Button onClick={() => switchTab(HOME_ROUTE)}>{t('rewards.rebate.play')}</Button>}
            />
          }
          row={(row) => (
            <li key={row.date} className="ficha-row-card">
              <div className="ficha-row-card__head">
                <span>{day(row.date)}</span>
                <span className="ficha-row-card__amount">{formatBRL(row.amount)}</span>
              </div>
              <dl className="ficha-summary">
                <Fact label={t('rewards.rebate.volume')}>{formatBRL(row.betVolume)}</Fact>
                <Fact label={t('rewards.rebate.rate')}>{rate(row.rateBps)}</Fact>
              </dl>
            </li>
          )}
        />
        <ListEnd list={list} />
      </div>
    </PullToRefresh>
  )
}
