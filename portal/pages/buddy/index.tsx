import { useStore } from '@nanostores/react'
import type { PartnerInfo, PartnerSalaryRules, PartnerWeek, SalaryTier } from '@src/contract/rewards'
import { useFormatCount } from '@src/features/content/format-date'
import { Loadable } from '@src/features/loading/Loadable'
import { useResource } from '@src/features/loading/use-resource'
import { moneyCss } from '@src/features/money/money.styles'
import { AmountsCard } from '@src/features/rewards/AmountsCard'
import { useFormatDay } from '@src/features/rewards/format'
import { LoginPrompt } from '@src/features/rewards/LoginPrompt'
import { Progress } from '@src/features/rewards/Progress'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { type TierColumn, TierRows } from '@src/features/rewards/TierTable'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { $token } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback } from 'react'
import { loginTarget, navigateTo, switchTab } from '../../app/navigation'
import { api } from '../../app/services'

const HERE = '/pages/buddy/index'
const INVITE = '/pages/convidar/index'
const PARTNER_AREA = '/pages/buddy/partner'

function Plan({ rules }: { rules: PartnerSalaryRules }) {
  const t = useT()
  const count = useFormatCount()
  const columns: TierColumn<SalaryTier>[] = [
    { head: t('rewards.partner.colActive'), cell: (tier) => count(tier.activeMembers) },
    { head: t('rewards.partner.colRecharge'), cell: (tier) => formatBRL(tier.teamRecharge) },
    { head: t('rewards.partner.colSalary'), cell: (tier) => formatBRL(tier.salary), rate: true },
  ]
  const tiers = [...rules.tiers].sort((a, b) => a.salary - b.salary)
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('rewards.rules')}</h3>
      <TierRows columns={columns} tiers={tiers} tierKey={(tier) => tier.salary} />
      <p className="ficha-money-note">
        {t('rewards.partner.active', { amount: formatBRL(rules.activeMinRecharge) })}
      </p>
      <p className="ficha-money-note">{t('rewards.partner.fanBase', { count: count(rules.fanBase) })}</p>
      <p className="ficha-money-note">{t('rewards.timezone')}</p>
    </section>
  )
}

function ThisWeek({ week, fanBase }: { week: PartnerWeek; fanBase: number }) {
  const t = useT()
  const day = useFormatDay()
  const count = useFormatCount()
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('rewards.partner.thisWeek')}</h3>
      <p className="ficha-money-note">{t('rewards.partner.paysOn', { date: day(week.paysOn) })}</p>
      <dl className="ficha-summary">
        <Fact label={t('rewards.partner.colActive')}>{week.activeMembers}</Fact>
        <Fact label={t('rewards.partner.colRecharge')}>{formatBRL(week.teamRecharge)}</Fact>
        <Fact label={t('rewards.partner.salary')}>{formatBRL(week.salary)}</Fact>
      </dl>
      <Progress
        label={t('rewards.partner.teamSize')}
        figures={`${count(week.teamSize)} / ${count(fanBase)}`}
        ratio={week.teamSize / fanBase}
      />
      <p className="ficha-money-note">
        {week.next
          ? t('rewards.partner.next', {
              members: week.next.activeMembers,
              amount: formatBRL(week.next.teamRecharge),
              salary: formatBRL(week.next.salary),
            })
          : t('rewards.partner.top')}
      </p>
      <Button block onClick={() => switchTab(INVITE)}>
        {t('rewards.partner.invite')}
      </Button>
    </section>
  )
}

function Payments({ payments }: { payments: PartnerInfo['payments'] }) {
  const t = useT()
  const day = useFormatDay()
  return (
    <AmountsCard
      title={t('rewards.partner.payments')}
      empty={t('rewards.partner.noPayments')}
      strong
      lines={payments.list.map((payment) => ({
        key: payment.week,
        label: (
          <>
            {t('rewards.partner.weekOf', { date: day(payment.week) })} ·{' '}
            {t('rewards.partner.tier', { tier: payment.tier })}
          </>
        ),
        amount: payment.amount,
      }))}
    />
  )
}

/** Become a partner (/pages/buddy/index), open without login: the plan; a logged-in partner's week and pay. */
export default function Buddy() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  const loggedIn = useStore($token) !== ''
  const page = useResource(
    useCallback(
      async (signal: AbortSignal) => {
        const [promotions, info] = await Promise.all([
          api.get('index/get_promotions', undefined, { signal }),
          loggedIn ? api.post('index/partner_info', {}, { signal }) : null,
        ])
        return { salary: promotions.partner_salary, info }
      },
      [loggedIn],
    ),
  )
  return (
    <>
      {loggedIn ? (
        <Button block variant="ghost" onClick={() => navigateTo(PARTNER_AREA)}>
          {t('partnerArea.open')}
        </Button>
      ) : null}
      <Loadable resource={page}>
        {({ salary, info }) =>
          salary.enabled ? (
            <div className="ficha-rewards">
              <section className="ficha-rewards-hero">
                <h2 className="ficha-rewards-hero__title">{t('rewards.partner.headline')}</h2>
                <p className="ficha-rewards-hero__text">{t('rewards.partner.intro')}</p>
              </section>
              <Plan rules={salary.rules} />
              {info ? (
                <>
                  <ThisWeek week={info.week} fanBase={salary.rules.fanBase} />
                  <Payments payments={info.payments} />
                </>
              ) : (
                <section className="ficha-money-card">
                  <LoginPrompt onLogin={() => navigateTo(loginTarget(HERE))} />
                </section>
              )}
            </div>
          ) : (
            <EmptyState icon="crown" title={t('rewards.off')} />
          )
        }
      </Loadable>
    </>
  )
}
