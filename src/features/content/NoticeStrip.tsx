import { useEffect, useRef, useState } from 'react'
import type { Notice } from '../../contract/content'
import { useT } from '../../i18n/react'
import { Icon } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { useMotion } from '../motion/use-motion'
import { contentCss } from './content.styles'

/** How long each notice's title shows before the next slides up. */
const NOTICE_ROTATE_MS = 4_000

export interface NoticeStripProps {
  notices: readonly Notice[]
  /** Opens the message list. */
  onOpen: () => void
}

/**
 * The announcement strip: the newest notices' titles, one at a time, each sliding up into place (transform
 * and opacity only). It stops on the first title when motion is reduced, off-screen or in a hidden tab.
 */
export function NoticeStrip({ notices, onOpen }: NoticeStripProps) {
  useStyles(contentCss)
  const t = useT()
  const root = useRef<HTMLButtonElement>(null)
  const { running } = useMotion(root)
  const [index, setIndex] = useState(0)
  const count = notices.length

  useEffect(() => {
    if (!running || count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_ROTATE_MS)
    return () => clearInterval(timer)
  }, [running, count])

  const shown = notices[count > 0 ? index % count : 0]
  return (
    <button ref={root} type="button" className="ficha-card ficha-notice-strip" onClick={onOpen}>
      <span className="ficha-notice-strip__icon">
        <Icon name="bell" size={20} label={t('title.announcement')} />
      </span>
      <span className="ficha-notice-strip__window">
        {/* A new key per title replays the entrance: the next title slides up into place. */}
        <span key={shown?.id} className="ficha-notice-strip__title">
          {shown?.title}
        </span>
      </span>
      <Icon name="chevron" size={18} />
    </button>
  )
}
