import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { $unread } from '../../src/features/notices/unread'
import { useT } from '../../src/i18n/react'
import { $token } from '../../src/session/store'
import { Badge } from '../../src/ui/Badge'
import { Icon } from '../../src/ui/icons'
import { loadChunk } from './chunks'
import { navigateTo } from './navigation'

/** The notification list (the spec's message list page). */
const NOTICES_ROUTE = '/pages/jogos/notice/index'

/**
 * The header's bell: the unread count, and the way to the list. While a player is logged in it opens the
 * live channel, whose code is fetched apart (portal/app/notice-live.ts) so the first route stays in budget.
 */
export function NoticeBell() {
  const t = useT()
  const token = useStore($token)
  const { notices } = useStore($unread)
  useEffect(() => {
    if (token)
      loadChunk(() => import('./notice-live')).then(
        (live) => live.ensureNoticeStream(),
        () => undefined,
      )
  }, [token])
  if (!token) return null
  return (
    <a
      className="ficha-navbar__bell"
      href={`#${NOTICES_ROUTE}`}
      aria-label={notices > 0 ? t('notice.bellCount', { count: notices }) : t('notice.bell')}
      data-testid="notice-bell"
      onClick={(event) => {
        event.preventDefault()
        navigateTo(NOTICES_ROUTE)
      }}
    >
      <Icon name="bell" />
      <Badge count={notices} label={t('notice.unread', { count: notices })} corner />
    </a>
  )
}
