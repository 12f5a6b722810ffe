import { useStore } from '@nanostores/react'
import { ApiError } from '@src/api/api-error'
import type { MissionList, PlayerMission, PointsHistory, ShopItem, ShopList } from '@src/contract/missions'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { missionsCss } from '@src/features/missions/missions.styles'
import { useT } from '@src/i18n/react'
import type { Translate } from '@src/i18n/translator'
import { formatBRL, formatHundredths } from '@src/money'
import { Button } from '@src/ui/Button'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useEffect, useRef, useState } from 'react'
import { $balances } from '../../app/balance'
import { useRouteQuery } from '../../app/route-query'
import { api, feedback } from '../../app/services'

const loadMissions: LoadResource<MissionList> = (signal) => api.post('mission/list', undefined, { signal })
const loadShop: LoadResource<ShopList> = (signal) => api.post('mission/shop', undefined, { signal })
const loadPoints: LoadResource<PointsHistory> = (signal) => api.post('mission/points', {}, { signal })

type Tab = 'missions' | 'shop' | 'history'
const TABS: readonly Tab[] = ['missions', 'shop', 'history']

/** What is left to do, in the task's own unit (stakes in reais, the rest counted). */
const amountOf = (mission: PlayerMission, value: number): string =>
  mission.task === 'stakes' || mission.task === 'deposits' ? formatBRL(value) : String(value)

const taskLine = (t: Translate, mission: PlayerMission): string =>
  t(`missions.task.${mission.task}`, {
    target: amountOf(mission, mission.target),
    multiplier: formatHundredths(Math.round(mission.minMultiplierBps / 100)),
  })

function MissionCard({ mission }: { mission: PlayerMission }) {
  const t = useT()
  const shown = Math.min(mission.progress, mission.target)
  const percent = Math.floor((shown * 100) / mission.target)
  return (
    <article className="ficha-mission" data-mission={mission.id}>
      <div className="ficha-mission__head">
        <h2 className="ficha-mission__name">{mission.name}</h2>
        <span className="ficha-mission__reward">{t('missions.points', { points: mission.points })}</span>
      </div>
      <p className="ficha-mission__line">{taskLine(t, mission)}</p>
      <div
        className="ficha-mission__bar"
        role="progressbar"
        aria-label={mission.name}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={shown}
      >
        <div className="ficha-mission__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="ficha-mission__line">
        {mission.done
          ? t('missions.done')
          : t('missions.progress', {
              done: amountOf(mission, shown),
              target: amountOf(mission, mission.target),
            })}
        {mission.repeatable && mission.completions > 0
          ? ` · ${t('missions.times', { n: mission.completions })}`
          : ''}
      </p>
    </article>
  )
}

/**
 * The missions running now and the player's progress, read again after each round: the balances change
 * with every round (the live channel's balance event, or the game page's word to its frame), and each change
 * reads mission/list again. No timer: a player who is not playing moves nothing.
 */
function Missions() {
  const t = useT()
  const missions = useResource(loadMissions)
  const balances = useStore($balances)
  const first = useRef(true)
  const { reload } = missions
  // biome-ignore lint/correctness/useExhaustiveDependencies: a balance change is the signal, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void reload().catch(() => undefined)
  }, [balances, reload])
  return (
    <PullToRefresh onRefresh={missions.reload}>
      <Loadable
        resource={missions}
        isEmpty={(list) => list.missions.length === 0}
        empty={<EmptyState icon="trophy" title={t('missions.empty')} text={t('missions.emptyText')} />}
      >
        {(list) => (
          <div className="ficha-missions">
            <Points balance={list.balance} />
            {list.missions.map((mission) => (
              <MissionCard key={mission.id} mission={mission} />
            ))}
            <p className="ficha-missions__note">{t('missions.rules')}</p>
          </div>
        )}
      </Loadable>
    </PullToRefresh>
  )
}

function Points({ balance }: { balance: number }) {
  const t = useT()
  return (
    <div className="ficha-missions__points" data-testid="points-balance">
      <span>{t('missions.balance')}</span>
      <strong>{t('missions.points', { points: balance })}</strong>
    </div>
  )
}

const itemLine = (t: Translate, item: ShopItem): string =>
  item.kind === 'cashback'
    ? t('missions.shop.cashback', { amount: formatBRL(item.amount) })
    : t('missions.shop.freespins', { spins: item.spins, bet: formatBRL(item.betValue) })

/** The shop: each item with its price; a purchase keeps its client id until answered (a retry buys once). */
function Shop() {
  const t = useT()
  const shop = useResource(loadShop)
  const pending = useRef(new Map<number, string>())
  const buy = async (item: ShopItem) => {
    const clientId = pending.current.get(item.id) ?? crypto.randomUUID()
    pending.current.set(item.id, clientId)
    try {
      await api.post('mission/buy', { itemId: item.id, clientId })
      pending.current.delete(item.id)
      feedback.toast(t('missions.shop.bought', { name: item.name }))
    } catch (error) {
      // Refused (an envelope's code): the next tap is a new purchase; a lost answer keeps the id for the retry.
      if (error instanceof ApiError && error.code > 0) pending.current.delete(item.id)
    }
    await shop.reload().catch(() => undefined)
  }
  return (
    <PullToRefresh onRefresh={shop.reload}>
      <Loadable
        resource={shop}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState icon="gift" title={t('missions.shop.empty')} text={t('missions.shop.emptyText')} />
        }
      >
        {(list) => (
          <div className="ficha-missions">
            <Points balance={list.balance} />
            {list.items.map((item) => (
              <article key={item.id} className="ficha-mission" data-item={item.id}>
                <div className="ficha-mission__head">
                  <h2 className="ficha-mission__name">{item.name}</h2>
                  <span className="ficha-mission__reward">
                    {t('missions.points', { points: item.price })}
                  </span>
                </div>
                <p className="ficha-mission__line">{itemLine(t, item)}</p>
                <Button
                  className="ficha-mission__buy"
                  disabled={list.balance < item.price}
                  onClick={() => buy(item)}
                >
                  {list.balance < item.price
                    ? t('missions.shop.short', { points: item.price - list.balance })
                    : t('missions.shop.buy')}
                </Button>
              </article>
            ))}
          </div>
        )}
      </Loadable>
    </PullToRefresh>
  )
}

function History() {
  const t = useT()
  const points = useResource(loadPoints)
  return (
    <PullToRefresh onRefresh={points.reload}>
      <Loadable
        resource={points}
        isEmpty={(list) => list.movements.length === 0}
        empty={<EmptyState icon="list" title={t('missions.history.empty')} />}
      >
        {(list) => (
          <div className="ficha-missions">
            <Points balance={list.balance} />
            <ul className="ficha-missions__history">
              {list.movements.map((movement) => (
                <li key={movement.id}>
                  <span>
                    {t(`missions.history.${movement.reason}`)}
                    <small>{movement.name}</small>
                  </span>
                  <span className={movement.amount > 0 ? 'ficha-missions__plus' : undefined}>
                    {movement.amount > 0 ? `+${movement.amount}` : movement.amount}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Loadable>
    </PullToRefresh>
  )
}

/** Missions and the points shop (/pages/missions/index; ?tab=shop or history opens that part). */
export default function MissionsPage() {
  useStyles(missionsCss)
  const t = useT()
  const query = useRouteQuery()
  const asked = query.get('tab')
  const [tab, setTab] = useState<Tab>(TABS.find((one) => one === asked) ?? 'missions')
  return (
    <div className="ficha-missions">
      <div className="ficha-missions__tabs" role="tablist">
        {TABS.map((one) => (
          <button key={one} type="button" role="tab" aria-selected={tab === one} onClick={() => setTab(one)}>
            {t(`missions.tab.${one}`)}
          </button>
        ))}
      </div>
      {tab === 'missions' ? <Missions /> : tab === 'shop' ? <Shop /> : <History />}
    </div>
  )
}
