import { useCallback, useState } from 'react'
import type { InviteLinks, Promotions, RewardPage, TeamData } from '../../../src/contract/rewards'
import { TEAM_LEVELS, type TeamLevel } from '../../../src/contract/rewards-values'
import { ListEnd } from '../../../src/features/game-grid/ListEnd'
import { usePagedList } from '../../../src/features/game-grid/use-paged-list'
import { Loadable } from '../../../src/features/loading/Loadable'
import { useLate } from '../../../src/features/loading/use-late'
import { type LoadResource, useResource } from '../../../src/features/loading/use-resource'
import { FilterTabs } from '../../../src/features/money/FilterTabs'
import { moneyCss } from '../../../src/features/money/money.styles'
import { useDateTime } from '../../../src/features/money/use-date-time'
import { QrCode } from '../../../src/features/qr/QrCode'
import { rewardsCss } from '../../../src/features/rewards/rewards.styles'
import { useT } from '../../../src/i18n/react'
import { formatBRL } from '../../../src/money'
import { Button } from '../../../src/ui/Button'
import { Icon } from '../../../src/ui/icons'
import { PullToRefresh } from '../../../src/ui/PullToRefresh'
import { EmptyState, ErrorState, SkeletonList } from '../../../src/ui/states'
import { useStyles } from '../../../src/ui/styles'
import { useCopy } from '../../../src/ui/useCopy'
import { api } from '../../app/services'

interface InviteData {
  links: InviteLinks
  referral: Promotions['referral']
  team: TeamData
  rewards: RewardPage
}

const loadInvite: LoadResource<InviteData> = async (signal) => {
  const [links, promotions, team, rewards] = await Promise.all([
    api.get('index/get_links', undefined, { signal }),
    api.get('index/get_promotions', undefined, { signal }),
    api.post('index/allThirdLevelUsers', { level: 1, limit: 1 }, { signal }),
    api.post('index/reward_list', { kind: 'referral', limit: 20 }, { signal }),
  ])
  return { links, referral: promotions.referral, team, rewards }
}

/** The code and the link, each with a copy button, the QR code, and the system share sheet where there is one. */
function ShareCard({ links }: { links: InviteLinks }) {
  const t = useT()
  const copy = useCopy()
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const share = async () => {
    try {
      await navigator.share({
        title: 'Ficha',
        text: t('rewards.invite.shareText', { code: links.code }),
        url: links.link,
      })
    } catch {
      // The player closed the share sheet: nothing to say.
    }
  }
  return (
    <section className="ficha-money-card">
      <div className="ficha-code-box">
        <span>
          <span className="ficha-money-note">{t('rewards.invite.code')}</span>
          <br />
          <span className="ficha-code-box__value ficha-code-box__value--code">{links.code}</span>
        </span>
        <button
          type="button"
          className="ficha-copy"
          aria-label={t('rewards.invite.copyCode')}
          onClick={() => copy(links.code)}
        >
          <Icon name="copy" />
        </button>
      </div>
      <div className="ficha-code-box">
        <span className="ficha-code-box__value ficha-code-box__value--link">{links.link}</span>
        <button
          type="button"
          className="ficha-copy"
          aria-label={t('rewards.invite.copyLink')}
          onClick={() => copy(links.link)}
        >
          <Icon name="link" />
        </button>
      </div>
      <div className="ficha-qr-box">
        <QrCode value={links.link} label={t('rewards.invite.qr')} size={168} />
        <span className="ficha-money-note">{t('rewards.invite.scan')}</span>
      </div>
      {canShare ? (
        <Button block onClick={share}>
          {t('rewards.invite.share')}
        </Button>
      ) : (
        <Button block onClick={() => copy(links.link)}>
          {t('rewards.invite.copyLink')}
        </Button>
      )}
    </section>
  )
}

function ReferralRule({ referral }: { referral: Promotions['referral'] }) {
  const t = useT()
  if (!referral.enabled) return null
  const tiers = [...referral.rules.tiers].sort((a, b) => a.minFirstRecharge - b.minFirstRecharge)
  const max = Math.max(...tiers.map((tier) => tier.reward))
  return (
    <section className="ficha-rewards-hero">
      <p className="ficha-rewards-hero__lead">
        {t('rewards.invite.rule', { max: formatBRL(max), min: formatBRL(tiers[0]?.minFirstRecharge ?? 0) })}
      </p>
      {tiers.map((tier) => (
        <p key={tier.minFirstRecharge} className="ficha-rewards-hero__text">
          {t('rewards.invite.tier', {
            min: formatBRL(tier.minFirstRecharge),
            reward: formatBRL(tier.reward),
          })}
        </p>
      ))}
      <p className="ficha-rewards-hero__text">{t('rewards.invite.conditions')}</p>
    </section>
  )
}

function TeamTotals({ team }: { team: TeamData }) {
  const t = useT()
  const { totals } = team
  return (
    <dl className="ficha-stats">
      <div>
        <dt>{t('rewards.invite.headcount')}</dt>
        <dd>{totals.headcount}</dd>
      </div>
      <div>
        <dt>{t('rewards.invite.recharge')}</dt>
        <dd>{formatBRL(totals.recharge)}</dd>
      </div>
      <div>
        <dt>{t('rewards.invite.withdrawal')}</dt>
        <dd>{formatBRL(totals.withdrawal)}</dd>
      </div>
      <div>
        <dt>{t('rewards.invite.transactions')}</dt>
        <dd>{formatBRL(totals.transactions)}</dd>
      </div>
    </dl>
  )
}

/** One level's figures and its members, a page at a time. */
function LevelMembers({ level, stats }: { level: TeamLevel; stats: TeamData['levels'][number] | undefined }) {
  const t = useT()
  const when = useDateTime()
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      api.post('index/allThirdLevelUsers', { level, page }, { signal }).then((data) => data.members),
    [level],
  )
  const list = usePagedList(load)
  const late = useLate(list.status === 'loading')
  return (
    <>
      <dl className="ficha-summary">
        <div>
          <dt>{t('rewards.invite.people')}</dt>
          <dd>{stats?.people ?? 0}</dd>
        </div>
        <div>
          <dt>{t('rewards.invite.recharge')}</dt>
          <dd>{formatBRL(stats?.recharge ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('rewards.invite.withdrawal')}</dt>
          <dd>{formatBRL(stats?.withdrawal ?? 0)}</dd>
        </div>
      </dl>
      {list.status === 'loading' ? (
        late ? (
          <SkeletonList rows={3} />
        ) : null
      ) : list.status === 'error' ? (
        <ErrorState text={list.error} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon="invite"
          title={t('rewards.invite.emptyLevel')}
          text={t('rewards.invite.emptyLevelText')}
        />
      ) : (
        <ul className="ficha-rows">
          {list.items.map((member) => (
            <li key={`${member.name}:${member.joinedAt}`} className="ficha-row-card">
              <div className="ficha-row-card__head">
                <span>{member.name}</span>
                <span className="ficha-row-card__amount">{formatBRL(member.totalRecharge)}</span>
              </div>
              <dl className="ficha-summary">
                <div>
                  <dt>{t('rewards.invite.joined')}</dt>
                  <dd>{when(member.joinedAt)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ListEnd list={list} />
    </>
  )
}

function ReferralRewards({ rewards }: { rewards: RewardPage }) {
  const t = useT()
  const when = useDateTime()
  return (
    <section className="ficha-money-card">
      <h3 className="ficha-money-card__title">{t('rewards.invite.rewards')}</h3>
      {rewards.list.length === 0 ? (
        <p className="ficha-money-note">{t('rewards.invite.noRewards')}</p>
      ) : (
        <dl className="ficha-summary">
          {rewards.list.map((reward) => (
            <div key={reward.id}>
              <dt>
                {t('rewards.invite.from', { phone: reward.source ?? '' })} · {when(reward.createdAt)}
              </dt>
              <dd className="ficha-summary__strong ficha-nowrap">{formatBRL(reward.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** Invite (/pages/convidar/index): code, link, QR and share; the referral rule; the three-level team. */
export default function Invite() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  const page = useResource(loadInvite)
  const [level, setLevel] = useState<TeamLevel>(1)
  return (
    <PullToRefresh onRefresh={page.reload}>
      <Loadable resource={page}>
        {({ links, referral, team, rewards }) => (
          <div className="ficha-rewards">
            <ShareCard links={links} />
            <ReferralRule referral={referral} />
            <section className="ficha-money-card">
              <h3 className="ficha-money-card__title">{t('rewards.invite.team')}</h3>
              <TeamTotals team={team} />
              <FilterTabs
                options={TEAM_LEVELS}
                value={level}
                onChange={setLevel}
                label={(option) => t('rewards.invite.level', { level: option })}
                thirds
              />
              <LevelMembers
                key={level}
                level={level}
                stats={team.levels.find((row) => row.level === level)}
              />
            </section>
            <ReferralRewards rewards={rewards} />
          </div>
        )}
      </Loadable>
    </PullToRefresh>
  )
}
