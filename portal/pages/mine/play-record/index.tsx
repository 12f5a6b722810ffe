import { useStore } from '@nanostores/react'
import { HOME_ROUTE } from '@portal/app/gate'
import { switchTab } from '@portal/app/navigation'
import { api } from '@portal/app/services'
import type { PlayRecord } from '@src/contract/records'
import { PagedRows } from '@src/features/game-grid/PagedRows'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { $lang } from '@src/i18n'
import { useT } from '@src/i18n/react'
import { formatBRL, formatSignedBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useMemo } from 'react'

const PAGE_SIZE = 20

const css = `
.ficha-records { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); margin: 0; padding: 0; list-style: none; }
.ficha-record { padding: calc(var(--ficha-space) * 3) calc(var(--ficha-space) * 4); border-radius: var(--ficha-radius); background: var(--ficha-surface); }
.ficha-record__game { margin: 0 0 calc(var(--ficha-space) * 2); font-weight: 600; }
.ficha-record__grid { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3); margin: 0; }
.ficha-record__grid div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.ficha-record__grid dt { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-record__grid dd { margin: 0; font-size: var(--ficha-font-size-sm); font-variant-numeric: tabular-nums; }
.ficha-record__profit--win { color: var(--ficha-profit); font-weight: 600; }
.ficha-record__profit--loss { color: var(--ficha-loss); font-weight: 600; }
`

const load: LoadPage<PlayRecord> = (page, signal) =>
  api.post('index/find_bets', { page, limit: PAGE_SIZE }, { silent: true, signal })

/** /pages/mine/play-record/index: the player's rounds, newest first, a page at a time (index/find_bets). */
export default function PlayRecordPage() {
  useStyles(css)
  const t = useT()
  const lang = useStore($lang)
  const list = usePagedList(load)
  const when = useMemo(
    () => new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' }),
    [lang],
  )
  const time = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—')

  return (
    <PagedRows
      list={list}
      className="ficha-records"
      empty={
        <EmptyState
          title={t('record.empty')}
          text={t('record.emptyText')}
          action={<Button onClick={() => switchTab(HOME_ROUTE)}>{t('record.play')}</Button>}
        />
      }
      row={(record) => (
        <li key={record.id} className="ficha-record">
          <p className="ficha-record__game">{record.gameName}</p>
          <dl className="ficha-record__grid">
            <Fact label={t('bets.bet')}>{formatBRL(record.betAmount)}</Fact>
            <Fact
              label={t('bets.profit')}
              valueClassName={`ficha-record__profit--${record.profit >= 0 ? 'win' : 'loss'}`}
            >
              {formatSignedBRL(record.profit)}
            </Fact>
            <Fact label={t('record.start')}>{time(record.startedAt)}</Fact>
            <Fact label={t('record.end')}>{time(record.endedAt)}</Fact>
          </dl>
        </li>
      )}
    />
  )
}
