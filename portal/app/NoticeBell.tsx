import { useStore } from '@nanostores/react'
import { $unread } from '../../src/features/notices/unread'
import { useT } from '../../src/i18n/react'
import { $token } from '../../src/session/store'
import { Badge } from '../../src/ui/Badge'
import { Icon } from '../../src/ui/icons'
import { useLiveChannel } from './live-channel'
import { navigateTo } from './navigation'

/** The notification list (the spec's message list page). */
const NOTICES_ROUTE = '/pages/jogos/notice/index'

/** The header's bell: the unread count (kept by the live channel), and the way to the list. */
export function NoticeBell() {
  const t = useT()
  const token = useStore($token)
  const { notices } = useStore($unread)
  useLiveChannel()
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
