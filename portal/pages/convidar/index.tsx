import type { RewardPage, TeamData } from '@src/contract/rewards'
import { TEAM_LEVELS, type TeamLevel } from '@src/contract/rewards-values'
import { ListEnd } from '@src/features/game-grid/ListEnd'
import { PagedItems } from '@src/features/game-grid/PagedRows'
import { usePagedList } from '@src/features/game-grid/use-paged-list'
import { InvitePanel, useInvite } from '@src/features/invite/InvitePanel'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { FilterTabs } from '@src/features/money/FilterTabs'
import { moneyCss } from '@src/features/money/money.styles'
import { AmountsCard } from '@src/features/rewards/AmountsCard'
import { rewardsCss } from '@src/features/rewards/rewards.styles'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { relativeTime } from '@src/time/relative'
import { Fact } from '@src/ui/Fact'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback, useState } from 'react'
import { api } from '../../app/services'

/** One level's figures and its members, a page at a time. */
function LevelMembers({ level, stats }: { level: TeamLevel; stats: TeamData['levels'][number] | undefined }) {
  const t = useT()
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      api.post('index/allThirdLevelUsers', { level, page }, { signal }).then((data) => data.members),
    [level],
  )
  const list = usePagedList(load)
  return (
    <>
      <dl className="ficha-summary">
        <Fact label={t('rewards.invite.people')}>{stats?.people ?? 0}</Fact>
        <Fact label={t('rewards.invite.recharge')}>{formatBRL(stats?.recharge ?? 0)}</Fact>
        <Fact label={t('rewards.invite.withdrawal')}>{formatBRL(stats?.withdrawal ?? 0)}</Fact>
      </dl>
      <PagedItems
        list={list}
        skeletonRows={3}
        empty={
          <EmptyState
            icon="invite"
            title={t('rewards.invite.emptyLevel')}
            text={t('rewards.invite.emptyLevelText')}
          />
        }
        row={(member) => (
          <li key={`${member.name}:${member.joinedAt}`} className="ficha-row-card">
            <div className="ficha-row-card__head">
              <span>{member.name}</span>
              <span className="ficha-row-card__amount">{formatBRL(member.totalRecharge)}</span>
            </div>
            <dl className="ficha-summary">
              <Fact label={t('rewards.invite.joined')}>{relativeTime(member.joinedAt, Date.now(), t)}</Fact>
            </dl>
          </li>
        )}
      />
      <ListEnd list={list} />
    </>
  )
}

const loadRewards: LoadResource<RewardPage> = (signal) =>
  api.post('index/reward_list', { kind: 'referral', limit: 20 }, { signal })

function ReferralRewards({ rewards }: { rewards: RewardPage }) {
  const t = useT()
  return (
    <AmountsCard
      title={t('rewards.invite.rewards')}
      empty={t('rewards.invite.noRewards')}
      strong
      lines={rewards.list.map((reward) => ({
        key: reward.id,
        label: (
          <>
            {t('rewards.invite.from', { phone: reward.source ?? '' })} ·{' '}
            {relativeTime(reward.createdAt, Date.now(), t)}
          </>
        ),
        amount: reward.amount,
      }))}
    />
  )
}

/** One team level at a time: its figures and its members (what the portal adds to the invite panel). */
function Levels({ team }: { team: TeamData }) {
  const t = useT()
  const [level, setLevel] = useState<TeamLevel>(1)
  return (
    <>
      <FilterTabs
        options={TEAM_LEVELS}
        value={level}
        onChange={setLevel}
        label={(option) => t('rewards.invite.level', { level: option })}
        thirds
      />
      <LevelMembers key={level} level={level} stats={team.levels.find((row) => row.level === level)} />
    </>
  )
}

/**
 * Invite (/pages/convidar/index): the invite panel (src/features/invite, as in <ficha-invite-panel>), with
 * the per-level member lists and the referral rewards around it.
 */
export default function Invite() {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const invite = useInvite(api)
  const rewards = useResource(loadRewards)
  const reload = () => Promise.all([invite.reload(), rewards.reload()])
  return (
    <PullToRefresh onRefresh={reload}>
      <div className="ficha-rewards">
        <InvitePanel invite={invite}>{({ team }) => <Levels team={team} />}</InvitePanel>
        <Loadable resource={rewards}>{(page) => <ReferralRewards rewards={page} />}</Loadable>
      </div>
    </PullToRefresh>
  )
}
