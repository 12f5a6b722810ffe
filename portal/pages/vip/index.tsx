import type { VipLevel, VipStatus } from '@src/contract/rewards'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { useFormatRate } from '@src/features/rewards/format'
import { Progress } from '@src/features/rewards/Progress'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { Fact } from '@src/ui/Fact'
import { Icon } from '@src/ui/icons'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { useStyles } from '@src/ui/styles'
import { api } from '../../app/services'

const loadVip: LoadResource<VipStatus> = (signal) => api.get('index/get_vips', undefined, { signal })

/** The conditions of a level, each a total the player builds up (top-ups, bets) and the part still missing. */
const CONDITIONS = [
  {
    label: 'rewards.vip.totalRecharge',
    leftText: 'rewards.vip.rechargeLeft',
    total: 'totalRecharge',
    needed: 'minRecharge',
    left: 'rechargeLeft',
  },
  {
    label: 'rewards.vip.totalBets',
    leftText: 'rewards.vip.betsLeft',
    total: 'totalBets',
    needed: 'minBets',
    left: 'betsLeft',
  },
] as const

type Condition = (typeof CONDITIONS)[number]
type Distance = NonNullable<VipStatus['next']>

/** One condition of the next level: how far the player's total has come, what is left. */
function Requirement({
  condition,
  vip,
  next,
  distance,
}: {
  condition: Condition
  vip: VipStatus
  next: VipLevel
  distance: Distance
}) {
  const t = useT()
  const total = vip[condition.total]
  const needed = next[condition.needed]
  const left = distance[condition.left]
  return (
    <Progress
      label={t(condition.label)}
      figures={`${formatBRL(Math.min(total, needed))} / ${formatBRL(needed)}`}
      ratio={needed === 0 ? 1 : total / needed}
      note={left > 0 ? t(condition.leftText, { amount: formatBRL(left) }) : t('rewards.vip.met')}
      done={left === 0}
    />
  )
}

/** Where the player stands: level, totals, and each condition of the next level with what is left. */
function Standing({ vip }: { vip: VipStatus }) {
  const t = useT()
  const distance = vip.next
  const next = vip.levels.find((level) => level.level === distance?.level)
  return (
    <section className="ficha-rewards-hero">
      <span className="ficha-vip-badge">
        <Icon name="crown" />
        {t('mine.vip', { level: vip.level })}
      </span>
      <dl className="ficha-stats">
        {CONDITIONS.map((condition) => (
          <Fact key={condition.total} label={t(condition.label)}>
            {formatBRL(vip[condition.total])}
          </Fact>
        ))}
      </dl>
      {distance && next ? (
        <>
          <p className="ficha-rewards-hero__text">{t('rewards.vip.next', { level: next.level })}</p>
          {CONDITIONS.map((condition) => (
            <Requirement
              key={condition.total}
              condition={condition}
              vip={vip}
              next={next}
              distance={distance}
            />
          ))}
        </>
      ) : (
        <p className="ficha-rewards-hero__text">{t('rewards.vip.top')}</p>
      )}
    </section>
  )
}

function LevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const t = useT()
  const rate = useFormatRate()
  return (
    <li className="ficha-money-card ficha-level-card" aria-current={current}>
      <div className="ficha-row-card__head">
        <h3 className="ficha-level-card__name">{t('mine.vip', { level: level.level })}</h3>
        {current ? <span className="ficha-badge ficha-badge--paid">{t('rewards.vip.current')}</span> : null}
      </div>
      <dl className="ficha-summary">
        <Fact label={t('rewards.vip.conditions')}>
          {t('rewards.vip.condition', {
            recharge: formatBRL(level.minRecharge),
            bets: formatBRL(level.minBets),
          })}
        </Fact>
        <Fact label={t('rewards.vip.upgradeReward')}>
          {level.upgradeReward > 0 ? formatBRL(level.upgradeReward) : t('rewards.vip.none')}
        </Fact>
        <Fact label={t('rewards.vip.maxWithdrawal')}>{formatBRL(level.maxWithdrawal)}</Fact>
        <Fact label={t('rewards.vip.dailyWithdrawals')}>{level.dailyWithdrawals}</Fact>
        <Fact label={t('rewards.vip.rebate')}>{rate(level.rebateBps)}</Fact>
      </dl>
    </li>
  )
}

/** Member (/pages/vip/index): the player's level and way up, then every level's conditions and benefits. */
export default function Vip() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  const page = useResource(loadVip)
  return (
    <PullToRefresh onRefresh={page.reload}>
      <Loadable resource={page}>
        {(vip) => (
          <div className="ficha-rewards">
            <Standing vip={vip} />
            <h2 className="ficha-money-card__title">{t('rewards.vip.levels')}</h2>
            <ul className="ficha-rows">
              {vip.levels.map((level) => (
                <LevelCard key={level.level} level={level} current={level.level === vip.level} />
              ))}
            </ul>
          </div>
        )}
      </Loadable>
    </PullToRefresh>
  )
}
