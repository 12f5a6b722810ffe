import { useStore } from '@nanostores/react'
import { api } from '@portal/app/services'
import type { Notice, PlayerNoticePage } from '@src/contract/content'
import type { LiveNotice } from '@src/contract/notifications'
import { Paragraphs } from '@src/features/content/ContentArticle'
import { contentCss } from '@src/features/content/content.styles'
import { useFormatDate } from '@src/features/content/format-date'
import { PromotionLabel } from '@src/features/content/PromotionLabel'
import { ListEnd } from '@src/features/game-grid/ListEnd'
import { type LoadPage, usePagedList } from '@src/features/game-grid/use-paged-list'
import { useLate } from '@src/features/loading/use-late'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { $heardNotice, $noticeSync } from '@src/features/notices/live-store'
import { noticeText } from '@src/features/notices/text'
import { $unread, setUnread } from '@src/features/notices/unread'
import { useCompliance } from '@src/features/protection/compliance'
import { useT } from '@src/i18n/react'
import { $token } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { PullToRefresh } from '@src/ui/PullToRefresh'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useEffect, useRef, useState } from 'react'

const loadNotices: LoadPage<Notice> = (page, signal) =>
  api.post('index/get_msg', { page, limit: 20 }, { signal })

/** The player's own notifications: the newest 50. */
const loadMine: LoadResource<PlayerNoticePage> = (signal) =>
  api.post('index/get_my_msg', { page: 1, limit: 50 }, { silent: true, signal })

const noticeCss = `
.ficha-notices__head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ficha-space);
}
.ficha-notices__title { margin: 0; font-size: var(--ficha-font-size-lg); }
.ficha-message__new {
  align-self: flex-start;
  padding: 0 6px;
  border-radius: 999px;
  background: var(--ficha-accent);
  color: var(--ficha-navy);
  font-size: var(--ficha-font-size-sm);
  font-weight: 700;
}
.ficha-message__actions { display: flex; justify-content: flex-end; margin-top: var(--ficha-space); }
`

/** One of the operator's notices: title, date and the start of its text; a tap opens the whole text. */
function SiteNotice({ notice, brazil }: { notice: Notice; brazil: boolean }) {
  const formatDate = useFormatDate()
  return (
    <details className="ficha-card ficha-message">
      <summary>
        {notice.promotion && brazil ? <PromotionLabel /> : null}
        <span className="ficha-message__title">{notice.title}</span>
        <time className="ficha-message__date" dateTime={notice.publishedAt}>
          {formatDate(notice.publishedAt)}
        </time>
        <span className="ficha-message__excerpt">{notice.body}</span>
      </summary>
      <Paragraphs body={notice.body} />
    </details>
  )
}

/** One of the player's notifications, in the current language; opening an unread one reads it. */
function OwnNotice({
  notice,
  onRead,
  brazil,
}: {
  notice: LiveNotice
  onRead: (id: number) => void
  brazil: boolean
}) {
  const t = useT()
  const formatDate = useFormatDate()
  const { title, body } = noticeText(t, notice)
  return (
    <details
      className={notice.read ? 'ficha-card ficha-message' : 'ficha-card ficha-message ficha-message--unread'}
      data-testid="player-notice"
      data-kind={notice.kind}
      data-read={notice.read}
      onToggle={(event) => {
        if (event.currentTarget.open && !notice.read) onRead(notice.id)
      }}
    >
      <summary>
        {notice.read ? null : <span className="ficha-message__new">{t('notice.new')}</span>}
        {notice.kind === 'marketing' && brazil ? <PromotionLabel /> : null}
        <span className="ficha-message__title">{title}</span>
        <time className="ficha-message__date" dateTime={notice.createdAt}>
          {formatDate(notice.createdAt)}
        </time>
        <span className="ficha-message__excerpt">{body}</span>
      </summary>
      <Paragraphs body={body} />
      {notice.read ? null : (
        <div className="ficha-message__actions">
          <Button variant="secondary" onClick={() => onRead(notice.id)}>
            {t('notice.markRead')}
          </Button>
        </div>
      )}
    </details>
  )
}

/** The player's notifications, kept up to date by the live channel (a new one on top, a sync reloads). */
function useOwnNotices() {
  const mine = useResource(loadMine)
  const [list, setList] = useState<LiveNotice[]>([])
  const heard = useStore($heardNotice)
  const sync = useStore($noticeSync)
  const firstSync = useRef(sync)
  const { reload } = mine
  useEffect(() => {
    if (mine.data) setList(mine.data.list)
  }, [mine.data])
  useEffect(() => {
    if (heard) setList((now) => (now.some((notice) => notice.id === heard.id) ? now : [heard, ...now]))
  }, [heard])
  useEffect(() => {
    if (sync !== firstSync.current) void reload()
  }, [sync, reload])
  const markRead = (ids: number[]) => {
    setList((now) => now.map((notice) => (ids.includes(notice.id) ? { ...notice, read: true } : notice)))
    api.post('index/read_my_msg', { ids }, { silent: true }).then(setUnread, () => undefined)
  }
  const markAllRead = () => {
    setList((now) => now.map((notice) => ({ ...notice, read: true })))
    api.post('notice/read_all', undefined, { silent: true }).then(setUnread, () => undefined)
  }
  return { list, reload, markRead, markAllRead }
}

/**
 * The message list (/pages/jogos/notice/index): the player's own notifications first, unread ones marked
 * (read when opened, one by one or all at once), new ones arriving live; then the operator's notices,
 * newest first, paged.
 */
export default function NoticeList() {
  useStyles(contentCss)
  useStyles(noticeCss)
  const t = useT()
  const token = useStore($token)
  const unread = useStore($unread)
  const notices = usePagedList(loadNotices)
  const own = useOwnNotices()
  const brazil = useCompliance(api) === 'brazil'
  const late = useLate(notices.status === 'loading')

  if (notices.status === 'error') return <ErrorState text={notices.error} onRetry={notices.reload} />
  if (notices.status === 'loading') return late ? <SkeletonList /> : null
  if (notices.items.length === 0 && own.list.length === 0)
    return <EmptyState icon="bell" title={t('notice.empty')} text={t('notice.emptyText')} />
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([notices.reload(), own.reload()])
      }}
    >
      <div className="ficha-stack">
        {token && own.list.length > 0 ? (
          <section className="ficha-stack" aria-labelledby="own-notices" data-testid="own-notices">
            <div className="ficha-notices__head">
              <h2 id="own-notices" className="ficha-notices__title">
                {t('notice.yours')}
              </h2>
              <Button
                variant="secondary"
                disabled={unread.notices === 0 && own.list.every((notice) => notice.read)}
                onClick={own.markAllRead}
              >
                {t('notice.markAllRead')}
              </Button>
            </div>
            {own.list.map((notice) => (
              <OwnNotice
                key={notice.id}
                notice={notice}
                onRead={(id) => own.markRead([id])}
                brazil={brazil}
              />
            ))}
          </section>
        ) : null}
        {notices.items.length > 0 ? (
          <section className="ficha-stack">
            {token && own.list.length > 0 ? (
              <h2 className="ficha-notices__title">{t('notice.site')}</h2>
            ) : null}
            {notices.items.map((notice) => (
              <SiteNotice key={notice.id} notice={notice} brazil={brazil} />
            ))}
          </section>
        ) : null}
      </div>
      <ListEnd list={notices} />
    </PullToRefresh>
  )
}
