import { api } from '@portal/app/services'
import type { Notice, PlayerNotice, PlayerNoticePage } from '@src/contract/content'
import { Paragraphs } from '@src/features/content/ContentArticle'
import { contentCss } from '@src/features/content/content.styles'
import { useFormatDate } from '@src/features/content/format-date'
import { ListEnd } from '@src/features/game-grid/ListEnd'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { useLate } from '@src/features/loading/use-late'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { setUnread } from '@src/features/notices/unread'
import { useT } from '@src/i18n/react'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useEffect } from 'react'

const loadNotices: LoadPage<Notice> = (page, signal) =>
  api.post('index/get_msg', { page, limit: 20 }, { signal })

/** The player's own notices: the newest 20 (withdrawals paid or refused). */
const loadMine: LoadResource<PlayerNoticePage> = (signal) =>
  api.post('index/get_my_msg', { page: 1, limit: 20 }, { silent: true, signal })

/** One notice: title, date and the start of its text; a tap opens the whole text in place. */
function NoticeItem({ notice }: { notice: Notice | PlayerNotice }) {
  const formatDate = useFormatDate()
  const date = 'publishedAt' in notice ? notice.publishedAt : notice.createdAt
  const unread = 'read' in notice && !notice.read
  return (
    <details
      className={unread ? 'ficha-card ficha-message ficha-message--unread' : 'ficha-card ficha-message'}
      data-testid={'read' in notice ? 'player-notice' : undefined}
    >
      <summary>
        <span className="ficha-message__title">{notice.title}</span>
        <time className="ficha-message__date" dateTime={date}>
          {formatDate(date)}
        </time>
        <span className="ficha-message__excerpt">{notice.body}</span>
      </summary>
      <Paragraphs body={notice.body} />
    </details>
  )
}

/**
 * The message list (/pages/jogos/notice/index): the player's own notices first (unread ones marked, then
 * read once shown), then the operator's notices, newest first, paged.
 */
export default function NoticeList() {
  useStyles(contentCss)
  const t = useT()
  const notices = usePagedList(loadNotices)
  const mine = useResource(loadMine)
  const late = useLate(notices.status === 'loading')
  const own = mine.data?.list ?? []

  // Shown means read: the badges drop at once.
  useEffect(() => {
    const ids = (mine.data?.list ?? []).filter((notice) => !notice.read).map((notice) => notice.id)
    if (ids.length > 0)
      api.post('index/read_my_msg', { ids }, { silent: true }).then(setUnread, () => undefined)
  }, [mine.data])

  if (notices.status === 'error') return <ErrorState text={notices.error} onRetry={notices.reload} />
  if (notices.status === 'loading') return late ? <SkeletonList /> : null
  if (notices.items.length === 0 && own.length === 0)
    return <EmptyState icon="bell" title={t('notice.empty')} text={t('notice.emptyText')} />
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([notices.reload(), mine.reload()])
      }}
    >
      <div className="ficha-stack">
        {own.map((notice) => (
          <NoticeItem key={`mine-${notice.id}`} notice={notice} />
        ))}
        {notices.items.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </div>
      <ListEnd list={notices} />
    </PullToRefresh>
  )
}
