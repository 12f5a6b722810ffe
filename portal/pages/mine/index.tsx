import { useStore } from '@nanostores/react'
import { MONEY_PERMISSIONS } from '@src/contract/money-values'
import { PROTECTION_PERMISSIONS } from '@src/contract/protection-values'
import { RECONCILE_PERMISSIONS } from '@src/contract/reconcile-values'
import { REWARDS_PERMISSIONS } from '@src/contract/rewards-values'
import { RISK_PERMISSIONS } from '@src/contract/risk-values'
import { $player, applyUserInfo } from '@src/features/auth/session'
import { $unread } from '@src/features/notices/unread'
import { $exclusion } from '@src/features/protection/exclusion'
import { IdentityPendingState, useIdentityPending } from '@src/features/protection/IdentityPending'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { hasPermiOr } from '@src/permissions/player'
import { Button } from '@src/ui/Button'
import { Fact } from '@src/ui/Fact'
import { Icon, type IconName } from '@src/ui/icons'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { useStyles } from '@src/ui/styles'
import { formatPhone } from '@src/validation/phone'
import { useEffect } from 'react'
import { MenuList } from '../../app/MenuList'
import { navigateTo, switchTab } from '../../app/navigation'
import { type RoutePath, TABS } from '../../app/routes'
import { SiteFooter } from '../../app/SiteFooter'
import { api } from '../../app/services'
import { useForbiddenPromotionPages } from '../../app/webconfig'

const css = `
.ficha-profile {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: calc(var(--ficha-space) * 4) calc(var(--ficha-space) * 3);
  margin-bottom: calc(var(--ficha-space) * 4);
  padding: calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-navy);
}
.ficha-profile__avatar {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--ficha-surface-raised);
  color: var(--ficha-accent);
  font-size: 24px;
  font-weight: 700;
  object-fit: cover;
}
.ficha-profile__who { min-width: 0; display: flex; flex-direction: column; justify-content: center; gap: var(--ficha-space); }
.ficha-profile__name { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ficha-profile__meta { display: flex; align-items: center; gap: calc(var(--ficha-space) * 2); font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); font-variant-numeric: tabular-nums; }
.ficha-profile__vip { padding: 0 calc(var(--ficha-space) * 2); border-radius: 999px; background: var(--ficha-accent); color: var(--ficha-on-accent); font-size: var(--ficha-font-size-xs); font-weight: 700; line-height: 20px; }
.ficha-profile__balances { grid-column: 1 / -1; display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 3); margin: 0; }
.ficha-profile__balance { display: flex; flex-direction: column; gap: var(--ficha-space); margin: 0; }
.ficha-profile__balance dt { font-size: var(--ficha-font-size-xs); color: var(--ficha-text-muted); }
.ficha-profile__balance dd { margin: 0; font-size: var(--ficha-font-size-lg); font-weight: 700; font-variant-numeric: tabular-nums; color: var(--ficha-accent); }
.ficha-profile__actions { grid-column: 1 / -1; display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--ficha-space) * 3); }
`

const NOTICES: RoutePath = '/pages/jogos/notice/index'

interface Entry {
  path: RoutePath
  title: string
  icon: IconName
}

// Every page reachable from Mine (spec §2), including those that later issues fill.
const SECTIONS: { title: string; entries: Entry[] }[] = [
  {
    title: 'mine.wallet',
    entries: [
      { path: '/pages/mine/account/index', title: 'title.account', icon: 'wallet' },
      { path: '/pages/mine/account/recharge_list', title: 'title.rechargeList', icon: 'list' },
      { path: '/pages/mine/account/withdraw_list', title: 'title.withdrawList', icon: 'list' },
      { path: '/pages/mine/account/bank_list', title: 'title.bankList', icon: 'bank' },
      { path: '/pages/conversion/index', title: 'title.conversion', icon: 'repeat' },
    ],
  },
  {
    title: 'mine.rewards',
    entries: [
      { path: '/pages/vip/index', title: 'title.vip', icon: 'crown' },
      { path: '/pages/convidar/index', title: 'title.invite', icon: 'invite' },
      { path: '/pages/first-storage/index', title: 'title.firstStorage', icon: 'gift' },
      { path: '/pages/return-cash/index', title: 'title.returnCash', icon: 'percent' },
      { path: '/pages/mine/backwater/index', title: 'title.backwater', icon: 'coins' },
      { path: '/pages/buddy/index', title: 'title.buddy', icon: 'user' },
    ],
  },
  {
    title: 'mine.help',
    entries: [
      { path: '/pages/mine/play-record/index', title: 'title.playRecord', icon: 'clock' },
      { path: '/pages/mine/protection/index', title: 'title.protection', icon: 'shield' },
      { path: '/pages/responsible/index', title: 'title.responsible', icon: 'info' },
      { path: NOTICES, title: 'title.notice', icon: 'bell' },
      { path: '/pages/telegram/index', title: 'title.telegram', icon: 'send' },
      { path: '/pages/jogos/about-us/index', title: 'title.aboutUs', icon: 'info' },
      { path: '/pages/mine/privacy/index', title: 'title.privacy', icon: 'shield' },
      { path: '/pages/mine/settings/index', title: 'title.settings', icon: 'settings' },
    ],
  },
]

// The operator console (/console/, an app of its own): linked for accounts allowed any of its pages; the
// server checks every call.
const CONSOLE_PERMISSIONS = [
  MONEY_PERMISSIONS.listOrders,
  REWARDS_PERMISSIONS.view,
  PROTECTION_PERMISSIONS.viewPlayer,
  RECONCILE_PERMISSIONS.list,
  RISK_PERMISSIONS.view,
]
const CONSOLE_URL = '/console/'

const open = (path: RoutePath) => (TABS.some((tab) => tab.path === path) ? switchTab(path) : navigateTo(path))

const refresh = async () => applyUserInfo(await api.post('user/getUserinfo'))

/** /pages/mine/index: the player's card (avatar, name, id, VIP level, balances) and every mine page. */
export default function MinePage() {
  useStyles(css)
  const t = useT()
  const player = useStore($player)
  const unread = useStore($unread)
  const forbidden = useForbiddenPromotionPages()
  // A cool-off or self-exclusion refuses deposits: no top-up offered, withdrawals stay.
  const excluded = useStore($exclusion) !== null
  const identityPending = useIdentityPending()
  const operatorItems = hasPermiOr(CONSOLE_PERMISSIONS)
    ? [
        {
          key: CONSOLE_URL,
          label: t('mine.console'),
          icon: 'settings' as const,
          onSelect: () => window.location.assign(CONSOLE_URL),
        },
      ]
    : []

  useEffect(() => {
    refresh().catch(() => {})
  }, [])

  const name = player ? player.nickname || formatPhone(player.username) : ''
  return (
    <PullToRefresh onRefresh={refresh}>
      <section className="ficha-profile" aria-label={t('title.mine')}>
        {player?.avatar ? (
          <img className="ficha-profile__avatar" src={player.avatar} alt="" width={56} height={56} />
        ) : (
          <span className="ficha-profile__avatar" aria-hidden="true">
            <Icon name="user" size={28} />
          </span>
        )}
        <div className="ficha-profile__who">
          <p className="ficha-profile__name">{name}</p>
          <div className="ficha-profile__meta">
            {player ? <span>{t('mine.id', { id: player.id })}</span> : null}
            {player ? (
              <span className="ficha-profile__vip">{t('mine.vip', { level: player.vipLevel })}</span>
            ) : null}
          </div>
        </div>
        <dl className="ficha-profile__balances">
          <Fact label={t('mine.balance')} className="ficha-profile__balance">
            {formatBRL(player?.balances?.wallet ?? 0)}
          </Fact>
          <Fact label={t('mine.gameBalance')} className="ficha-profile__balance">
            {formatBRL(player?.balances?.game ?? 0)}
          </Fact>
        </dl>
        <div className="ficha-profile__actions">
          {excluded ? null : (
            <Button onClick={() => navigateTo('/pages/mine/account/recharge')}>{t('title.recharge')}</Button>
          )}
          <Button variant="secondary" onClick={() => navigateTo('/pages/mine/account/withdraw')}>
            {t('title.withdraw')}
          </Button>
        </div>
      </section>
      {identityPending ? <IdentityPendingState /> : null}
      {SECTIONS.map((section) => (
        <MenuList
          key={section.title}
          title={t(section.title)}
          items={section.entries
            .filter((entry) => !forbidden.includes(entry.path))
            .map((entry) => ({
              key: entry.path,
              label: t(entry.title),
              icon: entry.icon,
              badge:
                entry.path === NOTICES
                  ? { count: unread.notices, label: t('notice.unread', { count: unread.notices }) }
                  : undefined,
              onSelect: () => open(entry.path),
            }))}
        />
      ))}
      {operatorItems.length > 0 ? <MenuList title={t('mine.operator')} items={operatorItems} /> : null}
      <SiteFooter />
    </PullToRefresh>
  )
}
