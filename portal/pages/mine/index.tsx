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
import { Icon } from '@src/ui/icons'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { useStyles } from '@src/ui/styles'
import { formatPhone } from '@src/validation/phone'
import { useEffect } from 'react'
import { MenuList } from '../../app/MenuList'
import { navigateTo } from '../../app/navigation'
import { routeMenuItems } from '../../app/route-menu'
import type { RoutePath } from '../../app/routes'
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

// Every page reachable from Mine (spec §2), including those that later issues fill; each row shows its route's
// title and icon.
const SECTIONS: { title: string; paths: RoutePath[] }[] = [
  {
    title: 'mine.wallet',
    paths: [
      '/pages/mine/account/index',
      '/pages/mine/account/statement',
      '/pages/mine/account/recharge_list',
      '/pages/mine/account/withdraw_list',
      '/pages/mine/account/bank_list',
      '/pages/conversion/index',
    ],
  },
  {
    title: 'mine.rewards',
    paths: [
      '/pages/vip/index',
      '/pages/convidar/index',
      '/pages/first-storage/index',
      '/pages/return-cash/index',
      '/pages/mine/backwater/index',
      '/pages/buddy/index',
    ],
  },
  {
    title: 'mine.help',
    paths: [
      '/pages/mine/play-record/index',
      '/pages/mine/protection/index',
      '/pages/responsible/index',
      '/pages/mine/complaints/index',
      NOTICES,
      '/pages/telegram/index',
      '/pages/jogos/about-us/index',
      '/pages/mine/privacy/index',
      '/pages/mine/settings/index',
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
          items={routeMenuItems(
            section.paths.filter((path) => !forbidden.includes(path)),
            t,
          ).map((item) =>
            item.key === NOTICES
              ? {
                  ...item,
                  badge: { count: unread.notices, label: t('notice.unread', { count: unread.notices }) },
                }
              : item,
          )}
        />
      ))}
      {operatorItems.length > 0 ? <MenuList title={t('mine.operator')} items={operatorItems} /> : null}
      <SiteFooter />
    </PullToRefresh>
  )
}
