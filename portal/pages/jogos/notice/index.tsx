import type { Notice } from '../../../../src/contract/content'
import { Paragraphs } from '../../../../src/features/content/ContentArticle'
import { contentCss } from '../../../../src/features/content/content.styles'
import { useFormatDate } from '../../../../src/features/content/format-date'
import { ListEnd } from '../../../../src/features/game-grid/ListEnd'
import { type LoadPage, usePagedList } from '../../../../src/features/game-grid/use-paged-list'
import { useLate } from '../../../../src/features/loading/use-late'
import { useT } from '../../../../src/i18n/react'
import { PullToRefresh } from '../../../../src/ui/PullToRefresh'
import { EmptyState, ErrorState, SkeletonList } from '../../../../src/ui/states'
import { useStyles } from '../../../../src/ui/styles'
import { api } from '../../../app/services'

const loadNotices: LoadPage<Notice> = (page, signal) =>
  api.post('index/get_msg', { page, limit: 20 }, { signal })

/** One notice: title, date and the start of its text; a tap opens the whole text in place. */
function NoticeItem({ notice }: { notice: Notice }) {
  const formatDate = useFormatDate()
  return (
    <details className="ficha-card ficha-message">
      <summary>
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

/** The message list (/pages/jogos/notice/index): the operator's notices, newest first, paged. */
export default function NoticeList() {
  useStyles(contentCss)
  const t = useT()
  const notices = usePagedList(loadNotices)
  const late = useLate(notices.status === 'loading')

  if (notices.status === 'error') return <ErrorState text={notices.error} onRetry={notices.reload} />
  if (notices.status === 'loading') return late ? <SkeletonList /> : null
  if (notices.items.length === 0)
    return <EmptyState icon="bell" title={t('notice.empty')} text={t('notice.emptyText')} />
  return (
    <PullToRefresh onRefresh={notices.reload}>
      <div className="ficha-stack">
        {notices.items.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </div>
      <ListEnd list={notices} />
    </PullToRefresh>
  )
}
