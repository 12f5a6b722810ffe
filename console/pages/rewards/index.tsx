import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import type { PromotionKey } from '@src/contract/content'
import type { AdminRewardPage, LinkedAccountPage, Promotions, RewardsOverview } from '@src/contract/rewards'
import { REWARD_KINDS, REWARDS_PERMISSIONS } from '@src/contract/rewards-values'
import { Loadable } from '@src/features/loading/Loadable'
import { useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { useDateTime } from '@src/features/money/use-date-time'
import { AmountsCard } from '@src/features/rewards/AmountsCard'
import { useFormatDay, useFormatRate } from '@src/features/rewards/format'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { useT } from '@src/i18n/react'
import type { Translate } from '@src/i18n/translator'
import { formatBRL } from '@src/money'
import { hasPermi } from '@src/permissions/player'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { useCallback } from 'react'

interface ConsoleData {
  overview: RewardsOverview
  recent: AdminRewardPage
  linked: LinkedAccountPage
}

/** One line on what a promotion pays, from its rules. */
const ruleSummary = (
  key: PromotionKey,
  promotions: Promotions,
  t: Translate,
  rate: (bps: number) => string,
) => {
  const wagering = t('rewards.admin.wagering', { multiple: promotions[key].rules.wageringMultiple })
  switch (key) {
    case 'first_deposit':
    case 'recharge_cashback': {
      const { tiers } = promotions[key].rules
      const steps = tiers.map(
        (tier) => `${t('rewards.above', { amount: formatBRL(tier.above) })} ${rate(tier.rateBps)}`,
      )
      const limit =
        key === 'recharge_cashback'
          ? [t('rewards.admin.dailyLimit', { count: promotions.recharge_cashback.rules.dailyLimit })]
          : []
      return [...steps, ...limit, wagering].join(' · ')
    }
    case 'referral':
      return [
        ...promotions.referral.rules.tiers.map(
          (tier) => `≥ ${formatBRL(tier.minFirstRecharge)}: ${formatBRL(tier.reward)}`,
        ),
        wagering,
      ].join(' · ')
    case 'partner_salary':
      return [
        ...promotions.partner_salary.rules.tiers.map(
          (tier) => `${tier.activeMembers} / ${formatBRL(tier.teamRecharge)}: ${formatBRL(tier.salary)}`,
        ),
        wagering,
      ].join(' · ')
    default:
      return wagering
  }
}

function Switches({ overview, onChange }: { overview: RewardsOverview; onChange: () => void }) {
  const t = useT()
  const rate = useFormatRate()
  const toggle = async (key: PromotionKey, enabled: boolean) => {
    const name = t(`rewards.kind.${key}`)
    if (!enabled && !(await feedback.confirm(t('rewards.admin.confirmOff', { name })))) return
    await api.post('admin/promotion_update', { key, enabled })
    feedback.toast(t('rewards.admin.saved'))
    onChange()
  }
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('rewards.admin.promotions')}</h3>
      {REWARD_KINDS.map((key) => {
        const { enabled } = overview.promotions[key]
        return (
          <div key={key} className="ficha-switch-row">
            <div className="ficha-switch-row__text">
              <strong>
                {t(`rewards.kind.${key}`)}{' '}
                <span className={`ficha-badge ficha-badge--${enabled ? 'paid' : 'failed'}`}>
                  {t(enabled ? 'rewards.admin.on' : 'rewards.admin.off')}
                </span>
              </strong>
              <span className="ficha-switch-row__meta">{ruleSummary(key, overview.promotions, t, rate)}</span>
            </div>
            <Button variant={enabled ? 'secondary' : 'primary'} onClick={() => toggle(key, !enabled)}>
              {t(enabled ? 'rewards.admin.turnOff' : 'rewards.admin.turnOn')}
            </Button>
          </div>
        )
      })}
    </section>
  )
}

function Totals({ overview }: { overview: RewardsOverview }) {
  const t = useT()
  const day = useFormatDay()
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('rewards.admin.totals')}</h3>
      <dl className="ficha-summary">
        {REWARD_KINDS.map((kind) => {
          const total = overview.totals.find((row) => row.kind === kind)
          return (
            <Fact
              key={kind}
              label={
                <>
                  {t(`rewards.kind.${kind}`)} · {t('rewards.admin.count', { count: total?.count ?? 0 })}
                </>
              }
              valueClassName="ficha-nowrap"
            >
              {formatBRL(total?.amount ?? 0)}
            </Fact>
          )
        })}
      </dl>
      <h3 className="ficha-money-card__title">{t('rewards.admin.jobs')}</h3>
      <dl className="ficha-summary">
        {overview.jobs.map((job) => (
          <Fact key={job.job} label={t(`rewards.kind.${job.job}`)}>
            {job.lastPeriod
              ? t('rewards.admin.lastPeriod', { period: day(job.lastPeriod) })
              : t('rewards.admin.never')}
          </Fact>
        ))}
      </dl>
    </section>
  )
}

function VipTable({ overview }: { overview: RewardsOverview }) {
  const t = useT()
  const rate = useFormatRate()
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('rewards.admin.vipLevels')}</h3>
      {/* Four columns of amounts: dense, or they are wider than a 360 px phone in pt. */}
      <table className="ficha-tier-table ficha-tier-table--dense">
        <thead>
          <tr>
            <th scope="col">VIP</th>
            <th scope="col">{t('rewards.vip.conditions')}</th>
            <th scope="col">{t('rewards.vip.upgradeReward')}</th>
            <th scope="col">{t('rewards.vip.rebate')}</th>
          </tr>
        </thead>
        <tbody>
          {overview.vipLevels.map((level) => (
            <tr key={level.level}>
              <td>{level.level}</td>
              {/* Top-ups over bets, one amount a line: side by side they overflow a 360 px phone. */}
              <td className="ficha-tier-table__stack">
                <span>{formatBRL(level.minRecharge)}</span>
                <span>{formatBRL(level.minBets)}</span>
              </td>
              <td>{formatBRL(level.upgradeReward)}</td>
              <td>{rate(level.rebateBps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Recent({ recent }: { recent: AdminRewardPage }) {
  const t = useT()
  const when = useDateTime()
  return (
    <AmountsCard
      title={t('rewards.admin.recent')}
      empty={t('rewards.admin.noRewards')}
      lines={recent.list.map((reward) => ({
        key: reward.id,
        label: (
          <>
            {t(`rewards.kind.${reward.kind}`)} · {formatPhoneWithCountry(reward.player.phone)} ·{' '}
            {when(reward.createdAt)}
          </>
        ),
        amount: reward.amount,
      }))}
    />
  )
}

const partyName = (party: { phone: string; nickname: string }) =>
  party.nickname
    ? `${party.nickname} (${formatPhoneWithCountry(party.phone)})`
    : formatPhoneWithCountry(party.phone)

/** Invitees who share a CPF, PIX key, device or address with their inviter: no referral reward, for review. */
function Linked({ linked }: { linked: LinkedAccountPage }) {
  const t = useT()
  const when = useDateTime()
  return (
    <section className="ficha-money-card ficha-linked-accounts">
      <h3 className="ficha-money-card__title">{t('rewards.admin.linked')}</h3>
      <p className="ficha-money-note">{t('rewards.admin.linkedHint')}</p>
      {linked.list.length === 0 ? (
        <p className="ficha-money-note">{t('rewards.admin.noLinks')}</p>
      ) : (
        <dl className="ficha-summary">
          {linked.list.map((link) => (
            <Fact
              key={link.id}
              label={
                <>
                  {partyName(link.player)} · {t('rewards.admin.invitedBy', { name: partyName(link.inviter) })}{' '}
                  · {when(link.updatedAt)}
                </>
              }
            >
              {link.reasons.map((reason) => t(`rewards.admin.reason.${reason}`)).join(', ')}
            </Fact>
          ))}
        </dl>
      )}
    </section>
  )
}

function Console() {
  const page = useResource(
    useCallback(async (signal: AbortSignal): Promise<ConsoleData> => {
      const [overview, recent, linked] = await Promise.all([
        api.get('admin/rewards', undefined, { signal }),
        api.post('admin/reward_list', { limit: 20 }, { signal }),
        api.post('admin/linked_accounts', { limit: 20 }, { signal }),
      ])
      return { overview, recent, linked }
    }, []),
  )
  return (
    <Loadable resource={page}>
      {({ overview, recent, linked }) => (
        <div className="ficha-rewards">
          <Switches overview={overview} onChange={() => void page.reload().catch(() => undefined)} />
          <Linked linked={linked} />
          <Totals overview={overview} />
          <VipTable overview={overview} />
          <Recent recent={recent} />
        </div>
      )}
    </Loadable>
  )
}

/**
 * The operator's rewards console (/console/rewards): switches, rules, linked accounts to review,
 * VIP table, what was paid.
 */
export default function AdminRewards() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  // Re-render when the permissions arrive with the user info (getUserinfo).
  useStore($storageData)
  if (!hasPermi(REWARDS_PERMISSIONS.view))
    return <EmptyState icon="lock" title={t('rewards.admin.noAccess')} />
  return <Console />
}
