import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { useStyles } from '../../ui/styles'
import { gameGridCss } from './game-grid.styles'
import type { PagedList } from './use-paged-list'

/** Starts the next page this far before the end of the list comes into view. */
const AHEAD = '400px 0px'

/**
 * The foot of an infinitely scrolled list: asks for the next page as it nears the screen, and says what is
 * happening (loading, failed with a retry, or the end). Also a button, for when no observer is available.
 */
export function ListEnd({ list }: { list: PagedList<unknown> }) {
  useStyles(gameGridCss)
  const t = useT()
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasMore, loadingMore, moreFailed, loadMore, error } = list

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore || moreFailed || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      {
        rootMargin: AHEAD,
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, moreFailed, loadMore])

  if (list.status !== 'ready') return null
  return (
    <div ref={sentinel} className="ficha-list-end" aria-live="polite">
      {moreFailed ? (
        <>
          <span>{error ?? t('msg.networkError')}</span>
          <Button variant="ghost" onClick={loadMore}>
            {t('common.retry')}
          </Button>
        </>
      ) : loadingMore ? (
        <span>{t('common.loading')}</span>
      ) : hasMore ? (
        <Button variant="ghost" onClick={loadMore}>
          {t('common.loadMore')}
        </Button>
      ) : list.items.length > 0 ? (
        <span>{t('common.noMore')}</span>
      ) : null}
    </div>
  )
}
