import type { ReactNode } from 'react'
import { useT } from '../i18n/react'
import { Button } from './Button'
import { Icon, type IconName } from './icons'
import { statesCss } from './states.styles'
import { useStyles } from './styles'

export interface EmptyStateProps {
  title?: string
  text?: string
  icon?: IconName
  /** The next thing the player can do (UI.md: an explanation and the next action). */
  action?: ReactNode
}

export function EmptyState({ title, text, icon = 'inbox', action }: EmptyStateProps) {
  useStyles(statesCss)
  const t = useT()
  return (
    <div className="ficha-state">
      <span className="ficha-state__icon">
        <Icon name={icon} size={40} />
      </span>
      <p className="ficha-state__title">{title ?? t('common.empty')}</p>
      {text ? <p className="ficha-state__text">{text}</p> : null}
      {action}
    </div>
  )
}

export interface ErrorStateProps {
  /** What happened, in the player's language; defaults to the generic network message. */
  text?: string
  onRetry?: () => unknown
  retryText?: string
}

export function ErrorState({ text, onRetry, retryText }: ErrorStateProps) {
  useStyles(statesCss)
  const t = useT()
  return (
    <div className="ficha-state ficha-state--error" role="alert">
      <span className="ficha-state__icon">
        <Icon name="alert" size={40} />
      </span>
      <p className="ficha-state__text">{text ?? t('msg.networkError')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryText ?? t('common.retry')}
        </Button>
      ) : null}
    </div>
  )
}

export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string
  height?: number | string
}) {
  useStyles(statesCss)
  return <span className="ficha-skeleton" style={{ width, height }} aria-hidden="true" />
}

/** Placeholder rows for a list that is loading; announced once as loading. */
export function SkeletonList({ rows = 5 }: { rows?: number }) {
  useStyles(statesCss)
  const t = useT()
  return (
    <div className="ficha-skeleton-list" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="ficha-skeleton-row">
          <Skeleton width={44} height={44} />
          <div className="ficha-skeleton-row__lines">
            <Skeleton width="60%" />
            <Skeleton width="35%" height={12} />
          </div>
        </div>
      ))}
    </div>
  )
}
